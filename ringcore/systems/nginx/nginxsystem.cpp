// nginx as a live-run system: `hash $request_uri consistent` in front of the backends, checked
// with `nginx -t`, predicted by the "nginx" ring port (systems/nginx/nginxring.cpp), its error log read
// for upstream errors and alerts.
#include "ringcore/systems/nginx/nginxbackends.h"
#include "ringcore/live/proxyconfigwriter.h"
#include "ringcore/live/runlog.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/core/numbertext.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>

namespace ringcore {

namespace {

QString errorLog(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("proxy-error.log"));
}

QString configFile(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("proxy.conf"));
}

/// nginx logs upstream trouble (connect failures, timeouts, "temporarily disabled") at warn/error;
/// any of it means some keys may have been re-homed while the client saw 200s.
class NginxLogScanner : public SystemLogScanner
{
public:
    explicit NginxLogScanner(QString path) : m_log(std::move(path)) {}

    void markStop() override { m_log.markStop(); }

    void scan(QJsonObject *diagnostics, QStringList *reasons) override
    {
        int upstreamErrors = 0, alerts = 0;
        LogFindings flagged;
        QString firstAlert;
        // Alerts count only up to the stop: a worker ending with open sockets at shutdown is not a fault.
        m_log.forEachLine([&](const QByteArray &line, bool beforeStop) {
            // A worker that died (killed, crashed) is logged by the master at [alert]; the
            // requests it held were reset, and a retry may have hidden that from the client.
            const bool alert = beforeStop
                && (line.contains("[alert]") || line.contains("[crit]") || line.contains("[emerg]"));
            const bool upstream = !alert && line.contains("upstream") && !line.contains("[notice]")
                && !line.contains("[info]");
            if (alert || upstream)
                flagged.add(line);
            if (alert && alerts++ == 0)
                firstAlert = QString::fromUtf8(line);
            if (upstream)
                upstreamErrors++;
        });
        diagnostics->insert(QStringLiteral("upstreamErrors"), upstreamErrors);
        diagnostics->insert(QStringLiteral("alerts"), alerts);
        diagnostics->insert(QStringLiteral("samples"), QJsonArray::fromStringList(flagged.samples()));
        // The sentences kept their LiveRunner context, where they were written first.
        if (upstreamErrors)
            reasons->append(QCoreApplication::translate("LiveRunner",
                                                        "nginx logged %1 upstream errors (keys may have been sent to the "
                                                        "next server on the ring)",
                                                        nullptr, upstreamErrors)
                                .arg(NumberText::integer(upstreamErrors)));
        if (alerts)
            reasons->append(QCoreApplication::translate("LiveRunner",
                                                        "nginx logged %1 alerts or critical errors (for example a worker "
                                                        "process that died mid-run): %2",
                                                        nullptr, alerts)
                                .arg(NumberText::integer(alerts), firstAlert));
    }

private:
    RunLog m_log;
};

class NginxSystem : public SystemDescription
{
public:
    QString name() const override { return QStringLiteral("nginx"); }
    QString displayName() const override { return QStringLiteral("nginx"); }
    QString processName() const override { return QCoreApplication::translate("ProxyProcess", "proxy nginx"); }
    QString programName() const override { return QStringLiteral("nginx"); }

    int minWeight() const override { return 1; }
    int maxWeight() const override { return 1000; }
    QList<SystemSetting> settings() const override
    {
        // upstream keepalive (512 in the seed's fixed setup) and keepalive_requests (1000000
        // fixed; 0 = nginx's default of 1000).
        return {{QStringLiteral("keepalive"), 512, 1, 100000},
                {QStringLiteral("keepalive-requests"), 1000000, 0, 1000000000}};
    }
    QList<SystemVariant> variants() const override
    {
        // The seed's thrown-away run: 64 idle upstream connections per worker and nginx's default
        // keepalive_requests (1000), which churns connections under load.
        return {{10, QStringLiteral("nginx"), 1, {}},
                {50, QStringLiteral("nginx-keepalive-64"), 1,
                 {{QStringLiteral("keepalive"), 64}, {QStringLiteral("keepalive-requests"), 0}}}};
    }

    QString algorithm() const override { return QStringLiteral("nginx"); }
    // ngx_http_upstream_hash_module.c: a peer that fails is skipped and the next point tried.
    bool retriesNextOnRing() const override { return true; }

    QString configFileName() const override { return QStringLiteral("proxy.conf"); }
    QByteArray writeConfig(const SystemConfigInput &in) const override
    {
        // Two workers, as in the seed's runs.
        QByteArray c = NginxConfig::preamble(in.dir, "proxy", true, 2);
        c += "  upstream ringlab_backends {\n";
        c += "    hash $request_uri consistent;\n";
        c += ProxyConfigWriter::serverLines(in.servers, "    ", [](qsizetype, const Server &s) {
            return "server " + s.address.toUtf8() + " weight=" + QByteArray::number(s.weight) + (s.down ? " down;" : ";");
        });
        c += "    keepalive " + QByteArray::number(in.settings.value(QStringLiteral("keepalive"))) + ";\n";
        const qint64 requests = in.settings.value(QStringLiteral("keepalive-requests"));
        if (requests > 0)
            c += "    keepalive_requests " + QByteArray::number(requests) + ";\n";
        c += "  }\n";
        if (!in.extraConfig.isEmpty())
            c += "  " + in.extraConfig.toUtf8() + "\n";
        c += NginxConfig::serverBlock(
            {in.listenPort},
            {"proxy_pass http://ringlab_backends;", "proxy_http_version 1.1;", "proxy_set_header Connection \"\";"});
        return c;
    }
    QString checkCommand() const override { return QStringLiteral("nginx -t"); }
    QStringList checkArguments(const QString &dir) const override
    {
        return QStringList{QStringLiteral("-t")} + startArguments(dir);
    }
    QStringList startArguments(const QString &dir) const override
    {
        return NginxConfig::pathArguments(dir, errorLog(dir), configFile(dir));
    }

    // The master's workers: "nginx: worker process".
    QByteArray workerCommandLine() const override { return "nginx: "; }

    QStringList evidenceFiles() const override { return {configFileName(), QStringLiteral("proxy-error.log")}; }
    std::unique_ptr<SystemLogScanner> logScanner(const QString &dir) const override
    {
        return std::make_unique<NginxLogScanner>(errorLog(dir));
    }
    QStringList logRules() const override
    {
        return {QCoreApplication::translate("LiveRunStatus", "%1 logs no upstream error and no alert")
                    .arg(displayName())};
    }

    void upgradeVersion1(const QJsonObject &setup, const QJsonObject &validity, QMap<QString, qint64> *settings,
                         QJsonObject *diagnostics) const override
    {
        // Version 1 wrote nginx's settings and log counts as fields of setup and validity.
        if (setup.contains(QStringLiteral("nginxKeepalive")))
            settings->insert(QStringLiteral("keepalive"), setup.value(QStringLiteral("nginxKeepalive")).toInteger());
        if (setup.contains(QStringLiteral("nginxKeepaliveRequests")))
            settings->insert(QStringLiteral("keepalive-requests"),
                             setup.value(QStringLiteral("nginxKeepaliveRequests")).toInteger());
        diagnostics->insert(QStringLiteral("upstreamErrors"), validity.value(QStringLiteral("nginxUpstreamErrors")).toInt());
        diagnostics->insert(QStringLiteral("alerts"), validity.value(QStringLiteral("nginxAlerts")).toInt());
        diagnostics->insert(QStringLiteral("samples"), validity.value(QStringLiteral("nginxErrorSamples")).toArray());
    }
};

} // namespace

RINGCORE_REGISTER_SYSTEM(10, NginxSystem)

} // namespace ringcore
