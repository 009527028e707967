#include "ringcore/live/proxyconfigwriter.h"
#include "ringcore/core/filewriter.h"

#include <QCoreApplication>
#include <QFile>

#include <unistd.h>

namespace ringcore {

namespace {

QByteArray path(const QString &dir, const char *name)
{
    // nginx config strings are quoted so paths with spaces survive; our temp dirs have none of " or \.
    return '"' + dir.toUtf8() + '/' + name + '"';
}

} // namespace

QByteArray ProxyConfigWriter::nginxPreamble(const QString &dir, const char *prefix, bool masterProcess, int workers)
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

QByteArray ProxyConfigWriter::backends(const QString &dir, int basePort, int count, const QList<int> &skipPorts,
                                       const QString &prefix)
{
    QByteArray c = nginxPreamble(dir, prefix.toUtf8().constData(), false, 1);
    QList<int> ports;
    for (int p = basePort; p < basePort + count; ++p)
        if (!skipPorts.contains(p))
            ports.append(p);
    // X-Path: the path exactly as this backend received it, so a key rewritten on the way is caught.
    c += nginxServerBlock(ports, {"add_header X-Backend $server_port always;", "add_header X-Path $request_uri always;",
                                  "return 200 \"$server_port\";"});
    return c;
}

void ProxyConfigWriter::appendLines(QByteArray *config, const char *indent, std::initializer_list<const char *> lines)
{
    for (const char *line : lines)
        config->append(indent).append(line).append('\n');
}

QByteArray ProxyConfigWriter::serverLines(const ServerList &servers, const char *indent,
                                          const std::function<QByteArray(qsizetype, const Server &)> &line)
{
    QByteArray c;
    for (qsizetype i = 0; i < servers.size(); ++i)
        c.append(indent).append(line(i, servers.at(i))).append('\n');
    return c;
}

QByteArray ProxyConfigWriter::nginxServerBlock(const QList<int> &ports, std::initializer_list<const char *> locationLines)
{
    QByteArray c = "  server {\n";
    for (int p : ports)
        c += "    listen 127.0.0.1:" + QByteArray::number(p) + ";\n";
    c += "    location / {\n";
    appendLines(&c, "      ", locationLines);
    c += "    }\n";
    c += "  }\n}\n";
    return c;
}

bool ProxyConfigWriter::writeFile(const QString &path, const QByteArray &text, QString *error)
{
    return FileWriter::writeFile(path, text, error);
}

} // namespace ringcore
