curl --request GET \
  --url https://api.example.com/v2/items/{item_id} \
  --header 'Authorization: Bearer <token>'
