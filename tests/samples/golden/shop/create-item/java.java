HttpResponse<String> response = Unirest.post("https://api.example.com/v2/items")
  .header("Authorization", "Bearer <token>")
  .header("Content-Type", "application/json")
  .body("{\n  \"name\": \"<string>\",\n  \"tags\": [\n    \"<string>\"\n  ]\n}")
  .asString();
