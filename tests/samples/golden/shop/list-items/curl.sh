curl --request GET \
  --url https://api.example.com/v2/items \
  --header 'Authorization: Bearer <token>'
