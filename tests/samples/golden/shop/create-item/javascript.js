const options = {
  method: 'POST',
  headers: {Authorization: 'Bearer <token>', 'Content-Type': 'application/json'},
  body: JSON.stringify({
    "name": "<string>",
    "tags": [
      "<string>"
    ]
  })
};

fetch('https://api.example.com/v2/items', options)
  .then(res => res.json())
  .then(res => console.log(res))
  .catch(err => console.error(err));
