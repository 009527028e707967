#include "ringcore/live/backendfarm.h"

#include "ringcore/live/proxyconfigwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <csignal>

namespace ringcore {

namespace {
const char kResponder[] = "ringlab-responder";

QString farmName(const QString &protocol)
{
    return protocol == QLatin1String("http") ? BackendFarm::tr("backend nginx") : BackendFarm::tr("backend responder");
}
} // namespace

BackendFarm::BackendFarm(const QString &protocol, QObject *parent)
    : ManagedProcess(farmName(protocol), parent), m_protocol(protocol)
{
}

QString BackendFarm::programName(const QString &protocol)
{
    return protocol == QLatin1String("http") ? QStringLiteral("nginx") : QLatin1String(kResponder);
}

QString BackendFarm::findProgram(const QString &protocol, const QString &explicitPath, QString *error)
{
    const QString name = programName(protocol);
    if (protocol != QLatin1String("http") && explicitPath.isEmpty()) {
        // RingLab's own program: installed beside ringlab-cli and ringlab, or still in the build tree.
        QStringList candidates{QDir(QCoreApplication::applicationDirPath()).filePath(name)};
#ifdef RINGLAB_RESPONDER_BUILD_PATH
        candidates.append(QStringLiteral(RINGLAB_RESPONDER_BUILD_PATH));
#endif
        for (const QString &path : std::as_const(candidates)) {
            const QFileInfo info(path);
            if (info.isFile() && info.isExecutable())
                return info.absoluteFilePath();
        }
    }
    return ManagedProcess::findProgram(name, explicitPath, error);
}

QString BackendFarm::configFileName()
{
    return QStringLiteral("backends.conf");
}

QString BackendFarm::errorLogPath() const
{
    return QDir(m_dir).filePath(m_prefix + QStringLiteral("-error.log"));
}

QStringList BackendFarm::arguments(bool test) const
{
    const QString config = QDir(m_dir).filePath(m_prefix + QStringLiteral(".conf"));
    if (!isHttp())
        return {QStringLiteral("--config"), config};
    // -p/-e keep nginx away from its compiled-in prefix and /var/log/nginx even before the config is read.
    QStringList args{QStringLiteral("-p"), m_dir + QLatin1Char('/'), QStringLiteral("-e"), errorLogPath(),
                     QStringLiteral("-c"), config};
    if (test)
        args.prepend(QStringLiteral("-t"));
    return args;
}

QByteArray BackendFarm::config(const QList<int> &skipPorts) const
{
    if (isHttp())
        return ProxyConfigWriter::backends(m_dir, m_basePort, m_count, skipPorts, m_prefix);
    QByteArray c = "# Written by RingLab for one live run (ringlab-responder).\nprotocol " + m_protocol.toUtf8() + '\n';
    for (int p = m_basePort; p < m_basePort + m_count; ++p)
        if (!skipPorts.contains(p))
            c += "port " + QByteArray::number(p) + '\n';
    return c;
}

bool BackendFarm::start(const QString &program, const QString &dir, int basePort, int count, QString *error,
                        const QList<int> &excluded, const QString &prefix)
{
    m_excluded = excluded;
    m_prefix = prefix;
    m_program = program;
    m_dir = dir;
    m_basePort = basePort;
    m_count = count;
    m_dropped.clear();
    if (!ProxyConfigWriter::writeFile(QDir(dir).filePath(m_prefix + QStringLiteral(".conf")), config(m_excluded), error))
        return false;
    QString output;
    if (isHttp() && runCheck(m_program, arguments(true), &output) != 0) {
        if (error)
            *error = tr("backend nginx: configuration check (nginx -t) failed: %1").arg(output);
        return false;
    }
    return startProcess(m_program, arguments(false), dir, error);
}

bool BackendFarm::dropPort(int port, QString *error)
{
    if (!isRunning()) {
        if (error)
            *error = tr("%1: not running").arg(displayName());
        return false;
    }
    m_dropped.append(port);
    if (!ProxyConfigWriter::writeFile(QDir(m_dir).filePath(m_prefix + QStringLiteral(".conf")),
                                      config(m_excluded + m_dropped), error))
        return false;
    // Single-process nginx and ringlab-responder re-read their config on SIGHUP and close
    // listeners no longer configured.
    ::kill(pid_t(pid()), SIGHUP);
    return true;
}

} // namespace ringcore
