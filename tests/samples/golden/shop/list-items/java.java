HttpResponse<String> response = Unirest.get("https://api.example.com/v2/items")
  .header("Authorization", "Bearer <token>")
  .asString();
