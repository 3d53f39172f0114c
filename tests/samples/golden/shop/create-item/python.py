import requests

url = "https://api.example.com/v2/items"

payload = {
    "name": "<string>",
    "tags": [
        "<string>"
    ]
}

headers = {"Authorization": "Bearer <token>", "Content-Type": "application/json"}

response = requests.post(url, json=payload, headers=headers)

print(response.text)
