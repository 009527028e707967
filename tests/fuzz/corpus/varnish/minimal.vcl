backend a { .host = "1.2.3.4"; .port = "81"; }
backend b { .host = "::1"; }
sub vcl_init { new d = directors.shard(); d.add_backend(a, "ia", 0s, 2); d.add_backend(b); d.reconfigure(5); }
sub vcl_recv { set req.backend_hint = d.backend(by=KEY, key=d.key(req.url)); }
