HttpResponse<String> response = Unirest.get("https://api.example.com/v2/items/{item_id}")
  .header("Authorization", "Bearer <token>")
  .asString();
