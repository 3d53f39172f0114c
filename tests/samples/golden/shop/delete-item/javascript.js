const options = {method: 'DELETE', headers: {Authorization: 'Bearer <token>'}};

fetch('https://api.example.com/v2/items/{item_id}', options)
  .then(res => res.json())
  .then(res => console.log(res))
  .catch(err => console.error(err));
