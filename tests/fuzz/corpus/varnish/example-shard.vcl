vcl 4.1;

import directors;
import std;

backend cache01 {
    .host = "10.0.1.1";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache02 {
    .host = "10.0.1.2";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache03 {
    .host = "10.0.1.3";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache04 {
    .host = "10.0.1.4";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache05 {
    .host = "10.0.1.5";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache06 {
    .host = "10.0.1.6";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache07 {
    .host = "10.0.1.7";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache08 {
    .host = "10.0.1.8";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache09 {
    .host = "10.0.1.9";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache10 {
    .host = "10.0.1.10";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache11 {
    .host = "10.0.1.11";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend cache12 {
    .host = "10.0.1.12";
    .port = "8080";
    .probe = { .url = "/health"; .interval = 5s; }
}
backend img1 { .host = "10.0.2.1"; .port = "80"; }
backend img2 { .host = "10.0.2.2"; .port = "80"; }
backend img3 { .host = "10.0.2.3"; .port = "80"; }

sub vcl_init {
    # the page cache: twelve equal backends, the director's defaults
    new vd = directors.shard();
    vd.add_backend(cache01);
    vd.add_backend(cache02);
    vd.add_backend(cache03);
    vd.add_backend(cache04);
    vd.add_backend(cache05);
    vd.add_backend(cache06);
    vd.add_backend(cache07);
    vd.add_backend(cache08);
    vd.add_backend(cache09);
    vd.add_backend(cache10);
    vd.add_backend(cache11);
    vd.add_backend(cache12);
    vd.reconfigure();

    /* images: weighted, a smaller ring */
    new images = directors.shard();
    images.add_backend(img1, ident="img-a");
    images.add_backend(img2, ident="img-b", weight=2);
    images.add_backend(img3, ident="img-c", rampup=30s, weight=3);
    images.set_rampup(10s);
    images.reconfigure(replicas=25);
}

sub vcl_backend_fetch {
    if (bereq.url ~ "^/img/") {
        set bereq.backend = images.backend(by=URL);
    } else {
        set bereq.backend = vd.backend(by=HASH);
    }
}
