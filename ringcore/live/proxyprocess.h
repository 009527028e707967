#pragma once

#include "ringcore/live/managedprocess.h"
#include "ringcore/live/systemdescription.h"

namespace ringcore {

/// The system under test, configured from its description into a private directory: the
/// description says the config text, the check command and the arguments; this class owns the
/// process.
class ProxyProcess : public ManagedProcess
{
    Q_OBJECT
public:
    explicit ProxyProcess(const SystemDescription &system, QObject *parent = nullptr);

    /// Writes the config into dir, runs the system's config check (its message becomes the error
    /// when it fails) and starts the system in the foreground. Does not wait for the listening port.
    bool start(const QString &program, const SystemConfigInput &input, QString *error);

    const SystemDescription &system() const { return m_system; }
    QString configPath() const;
    /// The line of the binary's version output the system picks (SystemDescription::versionLine()).
    static QString version(const QString &program, const SystemDescription &system, int timeoutMs = 5000);

private:
    const SystemDescription &m_system;
    QString m_dir;
};

} // namespace ringcore
