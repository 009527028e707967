#include "ringcore/live/backendfarm.h"

#include "ringcore/live/proxyconfigwriter.h"

#include <QDir>

#include <csignal>

namespace ringcore {

BackendFarm::BackendFarm(QObject *parent)
    : ManagedProcess(tr("backend nginx"), parent)
{
}

QString BackendFarm::programName()
{
    return QStringLiteral("nginx");
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
    // -p/-e keep nginx away from its compiled-in prefix and /var/log/nginx even before the config is read.
    QStringList args{QStringLiteral("-p"), m_dir + QLatin1Char('/'), QStringLiteral("-e"), errorLogPath(),
                     QStringLiteral("-c"), QDir(m_dir).filePath(m_prefix + QStringLiteral(".conf"))};
    if (test)
        args.prepend(QStringLiteral("-t"));
    return args;
}

bool BackendFarm::start(const QString &nginxProgram, const QString &dir, int basePort, int count, QString *error,
                        const QList<int> &excluded, const QString &prefix)
{
    m_excluded = excluded;
    m_prefix = prefix;
    m_program = nginxProgram;
    m_dir = dir;
    m_basePort = basePort;
    m_count = count;
    m_dropped.clear();
    if (!ProxyConfigWriter::writeFile(QDir(dir).filePath(m_prefix + QStringLiteral(".conf")),
                                      ProxyConfigWriter::backends(dir, basePort, count, m_excluded, m_prefix), error))
        return false;
    QString output;
    if (runCheck(m_program, arguments(true), &output) != 0) {
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
            *error = tr("backend nginx: not running");
        return false;
    }
    m_dropped.append(port);
    if (!ProxyConfigWriter::writeFile(QDir(m_dir).filePath(m_prefix + QStringLiteral(".conf")),
                                      ProxyConfigWriter::backends(m_dir, m_basePort, m_count, m_excluded + m_dropped,
                                                                  m_prefix),
                                      error))
        return false;
    // Single-process nginx re-reads its config on SIGHUP and closes listeners no longer configured.
    ::kill(pid_t(pid()), SIGHUP);
    return true;
}

} // namespace ringcore
