#include "ringcore/live/proxyprocess.h"

#include "ringcore/core/filewriter.h"

#include <QDir>

namespace ringcore {

ProxyProcess::ProxyProcess(const SystemDescription &system, QObject *parent)
    : ManagedProcess(system.processName(), parent), m_system(system)
{
}

QString ProxyProcess::configPath() const
{
    return QDir(m_dir).filePath(m_system.configFileName());
}

bool ProxyProcess::start(const QString &program, const SystemConfigInput &input, QString *error)
{
    m_dir = input.dir;
    if (!FileWriter::writeFile(configPath(), m_system.writeConfig(input), error))
        return false;
    QString output;
    if (runCheck(program, m_system.checkArguments(m_dir), &output) != 0) {
        if (error)
            *error = tr("%1: configuration check (%2) failed: %3").arg(displayName(), m_system.checkCommand(), output);
        return false;
    }
    if (!m_system.consoleLogFileName().isEmpty())
        setOutputFile(QDir(m_dir).filePath(m_system.consoleLogFileName()));
    return startProcess(program, m_system.startArguments(m_dir), m_dir, error);
}

QString ProxyProcess::version(const QString &program, const SystemDescription &system, int timeoutMs)
{
    QString output;
    runCheck(program, system.versionArguments(), &output, timeoutMs);
    return system.versionLine(output);
}

} // namespace ringcore
