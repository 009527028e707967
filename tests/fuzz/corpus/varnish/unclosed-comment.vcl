backend a { .host = "1.2.3.4"; }
sub vcl_init {
 new d = directors.shard();
 d.add_backend(a);
 /* never closed
}
