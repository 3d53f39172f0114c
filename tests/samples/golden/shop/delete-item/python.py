import requests

url = "https://api.example.com/v2/items/{item_id}"

headers = {"Authorization": "Bearer <token>"}

response = requests.delete(url, headers=headers)

print(response.text)
