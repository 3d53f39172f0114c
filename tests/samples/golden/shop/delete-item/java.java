HttpResponse<String> response = Unirest.delete("https://api.example.com/v2/items/{item_id}")
  .header("Authorization", "Bearer <token>")
  .asString();
