#include "ringcore/live/proxyconfigwriter.h"
#include "ringcore/core/filewriter.h"

#include <QCoreApplication>
#include <QFile>

#include <sys/resource.h>
#include <unistd.h>

namespace ringcore {

namespace {

QByteArray path(const QString &dir, const char *name)
{
    // nginx config strings are quoted so paths with spaces survive; our temp dirs have none of " or \.
    return '"' + dir.toUtf8() + '/' + name + '"';
}

/// Shared nginx top: foreground, pid and logs in our dir, every temp path overridden.
QByteArray nginxCommon(const QString &dir, const char *prefix, bool masterProcess, int workers)
{
    QByteArray c;
    c += "# Written by RingLab for one live run.\n";
    c += "daemon off;\n";
    c += masterProcess ? "master_process on;\n" : "master_process off;\n";
    c += "worker_processes " + QByteArray::number(workers) + ";\n";
    // As root, nginx would switch workers to "nobody", who cannot enter our 0700 directory.
    if (::geteuid() == 0)
        c += "user root;\n";
    c += "pid " + path(dir, QByteArray(prefix).append(".pid").constData()) + ";\n";
    c += "error_log " + path(dir, QByteArray(prefix).append("-error.log").constData()) + " warn;\n";
    c += "worker_rlimit_nofile 16384;\n";
    c += "events { worker_connections 8192; }\n";
    c += "http {\n";
    c += "  access_log off;\n";
    for (const char *temp : {"client_body", "proxy", "fastcgi", "uwsgi", "scgi"}) {
        c += "  " + QByteArray(temp) + "_temp_path "
             + path(dir, QByteArray(prefix).append('-').append(temp).append("-temp").constData()) + ";\n";
    }
    c += "  keepalive_requests 1000000;\n";
    c += "  keepalive_timeout 300s;\n";
    return c;
}

} // namespace

QByteArray ProxyConfigWriter::backends(const QString &dir, int basePort, int count, const QList<int> &skipPorts,
                                       const QString &prefix)
{
    QByteArray c = nginxCommon(dir, prefix.toUtf8().constData(), false, 1);
    c += "  server {\n";
    for (int p = basePort; p < basePort + count; ++p) {
        if (!skipPorts.contains(p))
            c += "    listen 127.0.0.1:" + QByteArray::number(p) + ";\n";
    }
    c += "    location / {\n";
    c += "      add_header X-Backend $server_port always;\n";
    // The path exactly as this backend received it: a key rewritten on the way is caught.
    c += "      add_header X-Path $request_uri always;\n";
    c += "      return 200 \"$server_port\";\n";
    c += "    }\n";
    c += "  }\n}\n";
    return c;
}

QByteArray ProxyConfigWriter::nginxProxy(const QString &dir, const LiveRunConfig &config, const ServerList &servers,
                                         int listenPort)
{
    // Two workers, as in the seed's runs.
    QByteArray c = nginxCommon(dir, "proxy", true, 2);
    c += "  upstream ringlab_backends {\n";
    c += "    hash $request_uri consistent;\n";
    for (const Server &s : servers) {
        c += "    server " + s.address.toUtf8() + " weight=" + QByteArray::number(s.weight);
        if (s.down)
            c += " down";
        c += ";\n";
    }
    c += "    keepalive " + QByteArray::number(config.nginxKeepalive) + ";\n";
    if (config.nginxKeepaliveRequests > 0)
        c += "    keepalive_requests " + QByteArray::number(config.nginxKeepaliveRequests) + ";\n";
    c += "  }\n";
    if (!config.proxyExtraConfig.isEmpty())
        c += "  " + config.proxyExtraConfig.toUtf8() + "\n";
    c += "  server {\n";
    c += "    listen 127.0.0.1:" + QByteArray::number(listenPort) + ";\n";
    c += "    location / {\n";
    c += "      proxy_pass http://ringlab_backends;\n";
    c += "      proxy_http_version 1.1;\n";
    c += "      proxy_set_header Connection \"\";\n";
    c += "    }\n";
    c += "  }\n}\n";
    return c;
}

QByteArray ProxyConfigWriter::haproxy(const LiveRunConfig &config, const ServerList &servers, int listenPort,
                                      int maxconn)
{
    QByteArray c;
    c += "# Written by RingLab for one live run.\n";
    c += "global\n";
    c += "    maxconn " + QByteArray::number(maxconn) + "\n";
    c += "    nbthread 2\n";
    c += "defaults\n";
    c += "    mode http\n";
    c += "    timeout connect 5s\n";
    c += "    timeout client 60s\n";
    c += "    timeout server 60s\n";
    c += "    timeout http-keep-alive 60s\n";
    c += "    retries 3\n";
    c += "frontend ringlab\n";
    c += "    bind 127.0.0.1:" + QByteArray::number(listenPort) + "\n";
    c += "    default_backend ringlab_backends\n";
    c += "backend ringlab_backends\n";
    c += "    balance uri\n";
    c += "    hash-type consistent\n";
    c += "    http-reuse always\n";
    for (qsizetype i = 0; i < servers.size(); ++i) {
        const Server &s = servers[i];
        c += "    server s" + QByteArray::number(i + 1) + ' ' + s.address.toUtf8() + " weight "
             + QByteArray::number(s.weight);
        if (s.down)
            c += " disabled";
        c += '\n';
    }
    if (!config.proxyExtraConfig.isEmpty())
        c += "    " + config.proxyExtraConfig.toUtf8() + "\n";
    return c;
}

int ProxyConfigWriter::haproxyMaxconn()
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return 4096;
    // Each proxied connection needs two descriptors; keep room for listeners and logs.
    const long fit = (long(limit.rlim_cur) - 200) / 2;
    return int(qBound(64L, fit, 4096L));
}

bool ProxyConfigWriter::writeFile(const QString &path, const QByteArray &text, QString *error)
{
    return FileWriter::writeFile(path, text, error);
}

} // namespace ringcore
