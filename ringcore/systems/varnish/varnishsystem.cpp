// Varnish as a live-run system: a `directors.shard()` director over the backends in front of them,
// caching bypassed (`return (pass)`), checked with `varnishd -C`, down backends set sick with
// `varnishadm backend.set_health`, predicted by the "varnish-shard" port (systems/varnish/varnishshard.cpp).
// Its counters of failed fetches (varnishstat) are read when the stop begins.
#include "ringcore/live/managedprocess.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/systems/varnish/varnishshard.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

namespace ringcore {

namespace {

/// varnishd's own work directory (-n): its shared memory, compiled VCL and CLI secret.
QString workDir(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("varnish"));
}

/// Varnish logs to shared memory, not to a file: what makes a run invalid is in its counters.
/// They are read with varnishstat when the stop begins (the shared memory goes with the process).
class VarnishLogScanner : public SystemLogScanner
{
public:
    explicit VarnishLogScanner(QString dir) : m_dir(std::move(dir)) {}

    void markStop() override
    {
        const QString program = ManagedProcess::findProgram(QStringLiteral("varnishstat"), QString(), nullptr);
        if (program.isEmpty())
            return;
        QString output;
        if (ManagedProcess::runCheck(program, {QStringLiteral("-1"), QStringLiteral("-n"), workDir(m_dir)}, &output,
                                     10000)
            != 0)
            return;
        m_read = true;
        // "MAIN.backend_fail    0    0.00 Backend conn. failures"
        static const QRegularExpression line(QStringLiteral("^(\\S+)\\s+(\\d+)"), QRegularExpression::MultilineOption);
        for (auto it = line.globalMatch(output); it.hasNext();) {
            const auto m = it.next();
            m_counters.insert(m.captured(1), m.captured(2).toLongLong());
        }
    }

    void scan(QJsonObject *diagnostics, QStringList *reasons) override
    {
        if (!m_read) {
            reasons->append(QCoreApplication::translate("VarnishSystem",
                                                        "Varnish's counters could not be read (varnishstat -n %1)")
                                .arg(workDir(m_dir)));
            return;
        }
        qint64 errors = 0;
        QStringList named;
        for (const char *name : kErrorCounters) {
            const qint64 value = m_counters.value(QString::fromLatin1(name));
            diagnostics->insert(QString::fromLatin1(name), value);
            if (value > 0) {
                errors += value;
                named.append(QStringLiteral("%1 %2").arg(QString::fromLatin1(name)).arg(value));
            }
        }
        diagnostics->insert(QStringLiteral("errors"), errors);
        if (errors)
            reasons->append(QCoreApplication::translate("VarnishSystem",
                                                        "Varnish counted failed fetches or a failed child: %1")
                                .arg(named.join(QStringLiteral(", "))));
    }

private:
    // Backend connections that failed, fetches that failed, fetches to a sick backend, the child's
    // panics and deaths, and the shard director's "no backend" (a 503 from vcl_backend_error).
    static constexpr const char *kErrorCounters[] = {"MAIN.backend_fail", "MAIN.fetch_failed",
                                                     "MAIN.backend_unhealthy", "MGT.child_panic", "MGT.child_died",
                                                     "MAIN.sess_fail", "MAIN.losthdr"};
    QString m_dir;
    bool m_read = false;
    QMap<QString, qint64> m_counters;
};

class VarnishSystem : public SystemDescription
{
public:
    QString name() const override { return QStringLiteral("varnish"); }
    QString displayName() const override { return QStringLiteral("Varnish"); }
    QString programName() const override { return QStringLiteral("varnishd"); }
    QStringList versionArguments() const override { return {QStringLiteral("-V")}; }

    int minWeight() const override { return 1; }
    // A VCL weight is any REAL >= 1; up to 1,000 keeps a 100-backend circle at 6.7 M points.
    int maxWeight() const override { return 1000; }
    QList<SystemVariant> variants() const override { return {{60, QStringLiteral("varnish-shard"), 1, {}}}; }

    QString algorithm() const override { return QStringLiteral("varnish-shard"); }

    // Every option of the port: by=KEY hashes vd.key(bereq.url) and by=BLOB the raw bytes of the
    // URL (blob.decode), the keys the port hashes for them. warmup takes 0 or 1 only: between them
    // Varnish picks at random, which nothing predicts key by key.
    QList<LiveOption> liveOptions() const override
    {
        QList<LiveOption> out = portOptions({QStringLiteral("replicas"), QStringLiteral("by"), QStringLiteral("host"),
                                             QStringLiteral("alt"), QStringLiteral("healthy"), QStringLiteral("warmup")});
        for (LiveOption &o : out) {
            o.checkAlone = o.spec.name != QLatin1String("alt"); // at most the run's backends minus one
            if (o.spec.name == QLatin1String("warmup"))
                o.spec.description += QLatin1Char(' ')
                                      + QCoreApplication::translate("VarnishSystem", "A live run takes 0 or 1 only.");
        }
        return out;
    }

    QString configFileName() const override { return QStringLiteral("shard.vcl"); }
    QByteArray writeConfig(const SystemConfigInput &in) const override
    {
        const QString by = in.options.value(QStringLiteral("by"), QStringLiteral("HASH"));
        QByteArray c = "# Written by RingLab for one live run.\nvcl 4.1;\nimport directors;\n";
        if (by == QLatin1String("BLOB"))
            c += "import blob;\n";
        for (qsizetype i = 0; i < in.servers.size(); ++i) {
            const QStringList hostPort = in.servers[i].address.split(QLatin1Char(':'));
            c += "backend b" + QByteArray::number(i + 1) + " { .host = \"" + hostPort.value(0).toUtf8()
                 + "\"; .port = \"" + hostPort.value(1).toUtf8() + "\"; }\n";
        }
        c += "sub vcl_init {\n  new vd = directors.shard();\n";
        // The ident is the address RingLab hashes; add_backend() order is the list's.
        for (qsizetype i = 0; i < in.servers.size(); ++i)
            c += "  vd.add_backend(b" + QByteArray::number(i + 1) + ", ident=\"" + in.servers[i].address.toUtf8()
                 + "\", weight=" + QByteArray::number(in.servers[i].weight) + ");\n";
        c += "  vd.reconfigure(replicas=" + in.options.value(QStringLiteral("replicas"), QString::number(VarnishShard::DefaultReplicas)).toUtf8() + ");\n}\n";
        // Every request passes (nothing cached) with the Host the port's default option expects,
        // whatever the load engine sent: the builtin vcl_hash digests req.url and that Host.
        c += "sub vcl_recv {\n  set req.http.Host = \"" + in.options.value(QStringLiteral("host"), QStringLiteral("127.0.0.1")).toUtf8()
             + "\";\n  return (pass);\n}\n";
        // Resolved on the backend side, so by=HASH is the object digest.
        c += "sub vcl_backend_fetch {\n  set bereq.backend = vd.backend(by=" + by.toUtf8() + shardKey(by)
             + ", alt=" + in.options.value(QStringLiteral("alt"), QStringLiteral("0")).toUtf8()
             + ", healthy=" + in.options.value(QStringLiteral("healthy"), QStringLiteral("CHOSEN")).toUtf8()
             + warmup(in.options) + ");\n}\n";
        if (!in.extraConfig.isEmpty())
            c += in.extraConfig.toUtf8() + '\n';
        return c;
    }
    QString checkCommand() const override { return QStringLiteral("varnishd -C"); }

private:
    /// The key argument by=KEY and by=BLOB need: the request's URL, as the port hashes it.
    static QByteArray shardKey(const QString &by)
    {
        if (by == QLatin1String("KEY"))
            return ", key=vd.key(bereq.url)";
        if (by == QLatin1String("BLOB"))
            return ", key_blob=blob.decode(encoded=bereq.url)";
        return {};
    }
    /// warmup=… only when the run sets it (earlier configs stay as they were).
    static QByteArray warmup(const AlgorithmOptions &options)
    {
        if (!options.contains(QStringLiteral("warmup")))
            return {};
        return ", warmup=" + options.value(QStringLiteral("warmup")).toUtf8();
    }

protected:
    bool checkOptions(const AlgorithmOptions &options, QString *error) const override
    {
        const QString warm = options.value(QStringLiteral("warmup"), QStringLiteral("0"));
        if (warm != QLatin1String("0") && warm != QLatin1String("1")) {
            if (error)
                *error = QCoreApplication::translate("ringcore::VarnishSystem",
                                                     "option warmup: %1 picks the backend at random; a live run "
                                                     "takes 0 (off) or 1 (always the next healthy backend)")
                             .arg(warm);
            return false;
        }
        const QString host = options.value(QStringLiteral("host"));
        if (host.contains(QLatin1Char('"')) || host.contains(QLatin1Char('\\'))) {
            if (error)
                *error = QCoreApplication::translate("ringcore::VarnishSystem",
                                                     "option host: \"%1\" is not allowed in a VCL string; give printable "
                                                     "text without spaces, quotes or backslashes")
                             .arg(host);
            return false;
        }
        return true;
    }

public:
    QStringList checkArguments(const QString &dir) const override
    {
        // -j none as at the start: a jail would read the VCL as another user.
        return {QStringLiteral("-C"), QStringLiteral("-j"), QStringLiteral("none"), QStringLiteral("-n"), workDir(dir),
                QStringLiteral("-f"),
                QDir(dir).filePath(configFileName())};
    }
    QStringList startArguments(const QString &dir) const override
    {
        // -F: foreground (QProcess owns it); -j none: no jail (it would switch to a user who cannot
        // enter the 0700 run directory); -n: its own work directory; -T on a free port, found by
        // varnishadm through the work directory, as is the secret varnishd writes there.
        return {QStringLiteral("-F"), QStringLiteral("-j"), QStringLiteral("none"), QStringLiteral("-n"), workDir(dir),
                QStringLiteral("-T"), QStringLiteral("127.0.0.1:0"), QStringLiteral("-f"),
                QDir(dir).filePath(configFileName()), QStringLiteral("-s"), QStringLiteral("malloc,64m")};
    }
    QStringList startArgumentsFor(const SystemConfigInput &in) const override
    {
        return startArguments(in.dir) + QStringList{QStringLiteral("-a"), QStringLiteral("127.0.0.1:%1").arg(in.listenPort)};
    }
    QList<SystemCommand> readyCommands(const SystemConfigInput &in) const override
    {
        // A down server is a sick backend: it keeps its points and its keys go to the next healthy one.
        QList<SystemCommand> commands;
        for (qsizetype i = 0; i < in.servers.size(); ++i) {
            if (in.servers[i].down)
                commands.append({QStringLiteral("varnishadm"),
                                 {QStringLiteral("-n"), workDir(in.dir), QStringLiteral("backend.set_health"),
                                  QStringLiteral("b%1").arg(i + 1), QStringLiteral("sick")},
                                 QString(),
                                 10000,
                                 {},
                                 {}});
        }
        return commands;
    }

    std::unique_ptr<SystemLogScanner> logScanner(const QString &dir) const override
    {
        return std::make_unique<VarnishLogScanner>(dir);
    }
    QStringList logRules() const override
    {
        return {QCoreApplication::translate("VarnishSystem",
                                            "Varnish counts no failed backend connection, failed fetch or fetch "
                                            "from a sick backend")};
    }
};

} // namespace

RINGCORE_REGISTER_SYSTEM(30, VarnishSystem)

} // namespace ringcore
