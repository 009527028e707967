// The nginx backends: the HTTP backends of every live run are one single-process nginx listening
// on every backend port, each answering 200 with its own port number in the body and in an
// X-Backend header. Also the nginx config shapes the nginx system shares (NginxConfig).
#include "ringcore/systems/nginx/nginxbackends.h"

#include "ringcore/live/backendkind.h"
#include "ringcore/live/proxyconfigwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStringList>

#include <algorithm>
#include <sys/resource.h>
#include <unistd.h>

namespace ringcore {

namespace {

QByteArray path(const QString &dir, const char *name)
{
    // nginx config strings are quoted so paths with spaces survive; our temp dirs have none of " or \.
    return '"' + dir.toUtf8() + '/' + name + '"';
}

/// The open-files limit nginx may set for its workers: the one it inherits (OpenFileLimit raised it
/// to what the run needs), at most 16,384. A fixed 16,384 above the hard limit made nginx log
/// "setrlimit(RLIMIT_NOFILE, 16384) failed" as an alert, and the run INVALID for a misleading cause.
qint64 workerOpenFiles()
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return 16384;
    return std::clamp<qint64>(qint64(limit.rlim_cur), 64, 16384);
}

} // namespace

QByteArray NginxConfig::preamble(const QString &dir, const char *prefix, bool masterProcess, int workers)
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
    // Connections (clients and upstreams) within the descriptors, a few kept for logs and listeners.
    const qint64 files = workerOpenFiles();
    c += "worker_rlimit_nofile " + QByteArray::number(files) + ";\n";
    c += "events { worker_connections " + QByteArray::number(std::clamp<qint64>(files - 32, 32, 8192)) + "; }\n";
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

QByteArray NginxConfig::serverBlock(const QList<int> &ports, std::initializer_list<const char *> locationLines)
{
    QByteArray c = "  server {\n";
    for (int p : ports)
        c += "    listen 127.0.0.1:" + QByteArray::number(p) + ";\n";
    c += "    location / {\n";
    ProxyConfigWriter::appendLines(&c, "      ", locationLines);
    c += "    }\n";
    c += "  }\n}\n";
    return c;
}

QStringList NginxConfig::pathArguments(const QString &dir, const QString &errorLog, const QString &config)
{
    return {QStringLiteral("-p"), dir + QLatin1Char('/'), QStringLiteral("-e"), errorLog, QStringLiteral("-c"), config};
}

QString NginxConfig::echoModulePath()
{
    return QStringLiteral("/usr/lib/nginx/modules/ngx_http_echo_module.so");
}

namespace {

class NginxBackends : public BackendKind
{
public:
    QString name() const override { return QStringLiteral("nginx backends"); }
    // The messages kept their BackendFarm context, where they were written first.
    QString processName() const override { return QCoreApplication::translate("BackendFarm", "backend nginx"); }
    bool serves(const QString &protocol) const override { return protocol == QLatin1String("http"); }
    QString programName() const override { return QStringLiteral("nginx"); }

    QString delayUnavailable() const override
    {
        if (QFileInfo::exists(NginxConfig::echoModulePath()))
            return {};
        return QCoreApplication::translate("BackendFarm", "backend delay: the nginx backends hold answers with the echo "
                                                          "module (Debian package libnginx-mod-http-echo), and %1 is missing")
            .arg(NginxConfig::echoModulePath());
    }

    QByteArray config(const BackendFarmInput &in) const override
    {
        if (in.delayMs <= 0) {
            QByteArray c = NginxConfig::preamble(in.dir, in.prefix.toUtf8().constData(), false, 1);
            // X-Path: the path exactly as this backend received it, so a key rewritten on the way is caught.
            c += NginxConfig::serverBlock(in.ports, {"add_header X-Backend $server_port always;",
                                                     "add_header X-Path $request_uri always;", "return 200 \"$server_port\";"});
            return c;
        }
        // The same answer after `echo_sleep` (a timer: the single worker keeps serving the others).
        // `return` would answer in the rewrite phase, before any content handler could wait.
        QByteArray c = "load_module \"" + NginxConfig::echoModulePath().toUtf8() + "\";\n";
        c += NginxConfig::preamble(in.dir, in.prefix.toUtf8().constData(), false, 1);
        const QByteArray sleep = "echo_sleep " + QByteArray::number(in.delayMs / 1000.0, 'f', 3) + ';';
        c += NginxConfig::serverBlock(in.ports, {"add_header X-Backend $server_port always;",
                                                 "add_header X-Path $request_uri always;", sleep.constData(),
                                                 "echo -n $server_port;"});
        return c;
    }
    QStringList checkArguments(const BackendFarmInput &in) const override
    {
        return QStringList{QStringLiteral("-t")} + startArguments(in);
    }
    QString checkFailed(const QString &output) const override
    {
        return QCoreApplication::translate("BackendFarm", "backend nginx: configuration check (nginx -t) failed: %1")
            .arg(output);
    }
    // Single-process mode has no workers; were it to change, they would show this.
    QByteArray workerCommandLine() const override { return "nginx: "; }
    QStringList startArguments(const BackendFarmInput &in) const override
    {
        return NginxConfig::pathArguments(in.dir, QDir(in.dir).filePath(in.prefix + QStringLiteral("-error.log")),
                                          in.configPath());
    }
};

} // namespace

RINGCORE_REGISTER_BACKEND_KIND(10, NginxBackends)

} // namespace ringcore
