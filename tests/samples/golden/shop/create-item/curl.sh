curl --request POST \
  --url https://api.example.com/v2/items \
  --header 'Authorization: Bearer <token>' \
  --header 'Content-Type: application/json' \
  --data '{
  "name": "<string>",
  "tags": [
    "<string>"
  ]
}'
