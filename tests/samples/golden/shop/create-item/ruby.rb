require 'uri'
require 'net/http'

url = URI("https://api.example.com/v2/items")

http = Net::HTTP.new(url.host, url.port)
http.use_ssl = true

request = Net::HTTP::Post.new(url)
request["Authorization"] = 'Bearer <token>'
request["Content-Type"] = 'application/json'
request.body = "{\n  \"name\": \"<string>\",\n  \"tags\": [\n    \"<string>\"\n  ]\n}"

response = http.request(request)
puts response.read_body
