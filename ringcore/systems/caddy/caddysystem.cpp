// Caddy as a live-run system: `reverse_proxy` with `lb_policy uri_hash` in front of the backends,
// checked with `caddy validate`, predicted by the "caddy" port (systems/caddy/caddyhash.cpp), its log
// read for errors. HOME and the XDG folders point into the run directory, so Caddy writes nothing
// outside it.
#include "ringcore/live/runlog.h"
#include "ringcore/live/systemdescription.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>

namespace ringcore {

namespace {

QString logFile(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("caddy.log"));
}

/// Caddy logs JSON lines; a failed proxy attempt (dial error, aborted response) is logged at
/// "error" by the reverse proxy or the server. Any line at error or worse makes the run invalid.
class CaddyLogScanner : public SystemLogScanner
{
public:
    explicit CaddyLogScanner(QString path) : m_log(std::move(path)) {}

    void markStop() override { m_log.markStop(); }

    void scan(QJsonObject *diagnostics, QStringList *reasons) override
    {
        LogFindings errors;
        m_log.forEachRunLine([&errors](const QByteArray &line) {
            const QString level = QJsonDocument::fromJson(line).object().value(QStringLiteral("level")).toString();
            if (level == QLatin1String("error") || level == QLatin1String("panic") || level == QLatin1String("fatal")
                || level == QLatin1String("dpanic"))
                errors.add(line);
        });
        errors.store(diagnostics, QStringLiteral("errors"));
        if (errors.count())
            reasons->append(QCoreApplication::translate("CaddySystem", "Caddy logged %1 errors: %2")
                                .arg(errors.count())
                                .arg(errors.first()));
    }

private:
    RunLog m_log;
};

class CaddySystem : public SystemDescription
{
public:
    QString name() const override { return QStringLiteral("caddy"); }
    QString displayName() const override { return QStringLiteral("Caddy"); }
    QString programName() const override { return QStringLiteral("caddy"); }
    QStringList versionArguments() const override { return {QStringLiteral("version")}; }

    // Caddy's hashing policies have no weights.
    int minWeight() const override { return 1; }
    int maxWeight() const override { return 1; }
    QList<SystemVariant> variants() const override { return {{80, QStringLiteral("caddy-uri-hash"), 1, {}}}; }

    QString algorithm() const override { return QStringLiteral("caddy"); }

    // header hashes the X-Key header, which the config sets to the request URI (what the port
    // hashes); ip_hash is left out: it hashes the client address, 127.0.0.1 for every request.
    QList<LiveOption> liveOptions() const override
    {
        QList<LiveOption> out = portOptions({QStringLiteral("policy")});
        for (LiveOption &o : out) {
            o.spec.choices = {QStringLiteral("uri_hash"), QStringLiteral("header")};
            o.spec.description += QLatin1Char(' ')
                                  + QCoreApplication::translate("CaddySystem", "A live run hashes the request URI either way "
                                                                               "(header copies it into X-Key); ip_hash is not "
                                                                               "available, every request comes from 127.0.0.1.");
        }
        return out;
    }

    QString configFileName() const override { return QStringLiteral("Caddyfile"); }
    QByteArray writeConfig(const SystemConfigInput &in) const override
    {
        QByteArray c = "# Written by RingLab for one live run.\n{\n";
        c += "\tadmin off\n\tauto_https off\n";
        c += "\tlog {\n\t\toutput file \"" + logFile(in.dir).toUtf8() + "\" {\n\t\t\troll_disabled\n\t\t}\n";
        c += "\t\tformat json\n\t\tlevel INFO\n\t}\n}\n";
        c += "http://127.0.0.1:" + QByteArray::number(in.listenPort) + " {\n";
        const bool header = in.options.value(QStringLiteral("policy")) == QLatin1String("header");
        if (header) // request_header runs before reverse_proxy: the policy hashes the URI
            c += "\trequest_header X-Key {uri}\n";
        // A down server is left out: uri_hash picks the highest score among the available
        // upstreams (selectionpolicies.go hostByHashing), so an upstream that is not there and
        // one that is unavailable are skipped alike (docs/live-runs.md).
        c += "\treverse_proxy {\n";
        for (const Server &s : in.servers) {
            if (!s.down)
                c += "\t\tto " + s.address.toUtf8() + '\n';
        }
        c += header ? QByteArray("\t\tlb_policy header X-Key\n") : QByteArray("\t\tlb_policy uri_hash\n");
        if (!in.extraConfig.isEmpty())
            c += "\t\t" + in.extraConfig.toUtf8() + '\n';
        c += "\t}\n}\n";
        return c;
    }
    QString checkCommand() const override { return QStringLiteral("caddy validate"); }
    QStringList checkArguments(const QString &dir) const override
    {
        return {QStringLiteral("validate"), QStringLiteral("--adapter"), QStringLiteral("caddyfile"),
                QStringLiteral("--config"), QDir(dir).filePath(configFileName())};
    }
    QStringList startArguments(const QString &dir) const override
    {
        return {QStringLiteral("run"), QStringLiteral("--adapter"), QStringLiteral("caddyfile"), QStringLiteral("--config"),
                QDir(dir).filePath(configFileName())};
    }
    QMap<QString, QString> environment(const QString &dir) const override
    {
        // Caddy keeps its data (instance id, certificates) and config under these.
        return {{QStringLiteral("HOME"), dir},
                {QStringLiteral("XDG_DATA_HOME"), QDir(dir).filePath(QStringLiteral("caddy-data"))},
                {QStringLiteral("XDG_CONFIG_HOME"), QDir(dir).filePath(QStringLiteral("caddy-config"))}};
    }

    QStringList evidenceFiles() const override { return {configFileName(), QStringLiteral("caddy.log")}; }
    std::unique_ptr<SystemLogScanner> logScanner(const QString &dir) const override
    {
        return std::make_unique<CaddyLogScanner>(logFile(dir));
    }
    QStringList logRules() const override
    {
        return {QCoreApplication::translate("CaddySystem", "%1 logs no error").arg(displayName())};
    }
};

} // namespace

RINGCORE_REGISTER_SYSTEM(50, CaddySystem)

} // namespace ringcore
