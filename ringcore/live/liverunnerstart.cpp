// The start of a live run, LiveRunner's first phase: check the keys, the programs and the ports,
// prepare the folders, then start the backends and the proxy. The port wait and the load are in
// liverunner.cpp, the end in liverunnerfinish.cpp.
#include "ringcore/live/liverunner.h"

#include "ringcore/live/backendfarm.h"
#include "ringcore/live/leftoversweep.h"
#include "ringcore/live/openfilelimit.h"
#include "ringcore/live/portprobe.h"
#include "ringcore/live/proxyprocess.h"
#include "ringcore/live/qnamloadengine.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

namespace ringcore {

bool LiveRunner::start(const LiveRunConfig &config, QString *error)
{
    auto refuse = [this, error](const QString &message) {
        cleanupAfterFailedStart();
        if (error)
            *error = message;
        return false;
    };
    if (isRunning())
        return refuse(tr("a live run is already in progress"));
    m_config = config;
    QString message;
    if (!m_config.validate(&message))
        return refuse(message);
    // The options in the one form written into the config and stored in results.json ("1.01e2" → "101").
    m_config.system()->validateOptions(AlgorithmOptions(m_config.options), nullptr, &m_config.options);
    if (!KeySet::fromConfig(m_config, &m_keys, &message) || !checkKeys(&message))
        return refuse(message);

    // Descriptors run out half-way otherwise (a GLib abort, or an INVALID run naming another cause).
    QString raised;
    if (!OpenFileLimit::ensure(m_config, &message, &raised))
        return refuse(message);
    if (!raised.isEmpty())
        emit logLine(raised);

    const SystemDescription &system = *m_config.system(); // validate() refused an unknown one
    const QString protocol = system.loadProtocol();
    const QString backendProgram = BackendFarm::findProgram(
        protocol, m_config.programs.value(BackendFarm::programName(protocol)), &message);
    if (backendProgram.isEmpty())
        return refuse(message);
    const QString proxyProgram = ManagedProcess::findProgram(system.programName(),
                                                             m_config.programs.value(system.programName()), &message);
    if (proxyProgram.isEmpty())
        return refuse(message);

    sweepLeftovers();
    int proxyPort = 0;
    if (!choosePorts(&proxyPort, &message))
        return refuse(message);
    m_servers = m_config.servers();
    if (!prepareDirectories({backendProgram, proxyProgram}, &message))
        return refuse(message);
    setUpResult(proxyProgram, proxyPort);
    if (!m_mapping.open(QDir(m_folder.writeDir()).filePath(m_result.mappingFile), &message))
        return refuse(message);

    m_total.start();
    m_finishing = false;
    m_cancelWhy.clear();
    m_recheckPhase = false;
    emit portsChosen(m_config.basePort, proxyPort);
    setState(LiveRunState::Starting);
    emit logLine(tr("private directory %1").arg(m_temp->path()));

    if (m_portsCheckedHook)
        m_portsCheckedHook(m_config.basePort, proxyPort);

    QList<int> closedPorts;
    if (!startBackends(backendProgram, &closedPorts, &message) || !startProxy(proxyProgram, proxyPort, &message))
        return refuse(message);

    m_waitPorts.clear();
    for (int p = m_config.basePort; p < m_config.basePort + m_config.backends; ++p)
        if (!closedPorts.contains(p))
            m_waitPorts.append(p);
    m_waitPorts.append(proxyPort);
    m_portWait.start();
    m_pollTimer->start();
    return true;
}

bool LiveRunner::checkKeys(QString *message)
{
    if (!m_config.system()->keyByKey(m_config.options) && m_config.recheckKeys > 0) {
        // A bounded-loads run places a key by the load in flight: a key sent again may rightly land
        // elsewhere, so the stability recheck does not apply (the traffic check compares instead).
        emit logLine(tr("no recheck: %1 places requests by the load in flight (hash-balance-factor), so a key sent "
                        "again may rightly land on another backend")
                         .arg(m_config.system()->displayName()));
        m_config.recheckKeys = 0;
    }
    // Qt's HTTP client normalises paths: such a key would reach the proxy as another key, and the
    // proxy would hash that. Generated keys (/objects/<hex>) are never changed.
    const SystemDescription &system = *m_config.system();
    const QString protocol = system.loadProtocol();
    if (protocol != QLatin1String("http")) {
        for (qsizetype i = 0; i < m_keys.size(); ++i) {
            if (!LoadEngine::canSend(protocol, m_keys.at(i), message)) {
                *message = tr("key %1 (\"%2\") cannot be sent to %3: %4")
                               .arg(i + 1)
                               .arg(QString::fromUtf8(m_keys.at(i).first(qMin<qsizetype>(80, m_keys.at(i).size())).toByteArray()),
                                    system.displayName(), *message);
                return false;
            }
        }
    } else if (m_config.engine == LoadEngineKind::Qnam
               && (!m_config.keys.isEmpty() || !m_config.keyFile.isEmpty() || m_config.traffic == LiveRunConfig::Traffic::Log)) {
        QByteArray sentAs;
        const qsizetype rewritten = QnamLoadEngine::firstRewrittenKey(m_keys, &sentAs);
        if (rewritten >= 0) {
            *message = tr("key %1 (\"%2\") would be sent by the qnam engine as \"%3\" (Qt normalises paths: "
                          "\"..\", \".\", \"//\", \"#\", %-escapes of plain characters); use the raw engine "
                          "(--engine raw), which sends every key byte for byte")
                           .arg(rewritten + 1)
                           .arg(QString::fromUtf8(m_keys.at(rewritten).toByteArray()),
                                QString::fromUtf8(sentAs));
            return false;
        }
    }
    return true;
}

void LiveRunner::sweepLeftovers()
{
    // A RingLab killed mid-run leaves worker processes holding its ports: stop them before the check.
    const LeftoverSweep::Result swept = LeftoverSweep::sweep();
    if (swept.processesKilled > 0 || swept.directoriesRemoved > 0)
        emit logLine(tr("stopped %n process(es) and removed %1 private folder(s) left by a RingLab that was killed "
                        "during a run", nullptr, swept.processesKilled)
                         .arg(swept.directoriesRemoved));
    if (swept.directoriesKept > 0)
        emit logLine(tr("kept %n private folder(s) of killed runs that asked to keep them (--keep-temp)", nullptr,
                        swept.directoriesKept));
}

bool LiveRunner::choosePorts(int *proxyPort, QString *message)
{
    // Ports: the backend range plus the proxy's port, all on 127.0.0.1, checked before anything starts.
    *proxyPort = m_config.proxyPort ? m_config.proxyPort : m_config.basePort + m_config.backends;
    const int busy = PortProbe::firstBusyPort(m_config.basePort, m_config.backends);
    const bool proxyBusy = !PortProbe::canBind(*proxyPort);
    if (!busy && !proxyBusy)
        return true;
    if (!m_config.pickFreeBasePort) {
        *message = tr("port %1 on 127.0.0.1 is already in use; stop what listens there, choose another "
                      "base port, or let RingLab pick a free range")
                       .arg(busy ? busy : *proxyPort);
        return false;
    }
    const int base = PortProbe::findFreeBase(m_config.backends + 1, m_config.basePort);
    if (base == 0) {
        *message = tr("no free range of %1 ports found on 127.0.0.1").arg(m_config.backends + 1);
        return false;
    }
    emit logLine(tr("port %1 is busy: the whole range %2-%3 moves to %4-%5")
                     .arg(busy ? busy : *proxyPort)
                     .arg(m_config.basePort)
                     .arg(m_config.basePort + m_config.backends)
                     .arg(base)
                     .arg(base + m_config.backends));
    m_config.basePort = base;
    *proxyPort = base + m_config.backends;
    return true;
}

bool LiveRunner::prepareDirectories(const QStringList &programs, QString *message)
{
    // A folder of an earlier run is replaced only by a complete run: until then this run writes
    // beside it (RunFolder).
    if (!m_folder.prepare(m_config.outDir, outputFileNames(), message))
        return false;
    if (m_folder.staged())
        emit logLine(tr("%1 holds an earlier run: it stays until this run is complete; this run writes into %2")
                         .arg(m_config.outDir, m_folder.writeDir()));
    m_temp = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/ringlab-live-XXXXXX"));
    if (!m_temp->isValid()) {
        *message = tr("cannot create a private temporary directory: %1").arg(m_temp->errorString());
        return false;
    }
    QFile::setPermissions(m_temp->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (!LeftoverSweep::claim(m_temp->path(), message)) {
        *message = tr("cannot write to the private temporary directory: %1").arg(*message);
        return false;
    }
    m_temp->setAutoRemove(!m_config.keepTemp);
    // One registry for every TMPDIR: if this process is killed, the next run finds what it left.
    m_registryEntry = LeftoverSweep::registerRun(m_temp->path(), m_config.keepTemp, programs, message);
    if (m_registryEntry.isEmpty())
        emit logLine(tr("warning: this run could not be registered (%1); if RingLab is killed during it, the next "
                        "run cannot stop what it leaves").arg(*message));
    return true;
}

void LiveRunner::setUpResult(const QString &proxyProgram, int proxyPort)
{
    const SystemDescription &system = *m_config.system();
    const QString protocol = system.loadProtocol();
    m_result = LiveRunResult();
    m_result.proxy = system.name();
    m_result.variant = m_config.variant.isEmpty() ? m_result.proxy : m_config.variant;
    // HTTP has two engines to choose from; every other protocol has one, named after it.
    m_result.engine = protocol == QLatin1String("http") ? LiveRunConfig::engineName(m_config.engine) : protocol;
    m_engineRetries = 0;
    m_engineTimeouts = 0;
    m_result.proxyVersion = ProxyProcess::version(proxyProgram, system);
    m_result.basePort = m_config.basePort;
    m_result.proxyPort = proxyPort;
    m_result.concurrency = m_config.concurrency;
    m_result.backendDelayMs = m_config.backendDelayMs;
    m_result.settings = m_config.effectiveSettings();
    m_result.keySeed = m_config.keySeed;
    m_result.keySource = !m_config.keys.isEmpty() ? QStringLiteral("list")
                       : !m_config.keyFile.isEmpty() ? m_config.keyFile
                       : m_config.traffic != LiveRunConfig::Traffic::Keys ? QStringLiteral("traffic")
                                                                           : QStringLiteral("generator");
    m_result.options = m_config.options;
    m_result.traffic = m_config.trafficText();
    if (m_config.traffic == LiveRunConfig::Traffic::Uniform || m_config.traffic == LiveRunConfig::Traffic::Zipf) {
        m_result.trafficUniverse = m_config.trafficUniverse;
        m_result.trafficRequests = m_config.trafficRequests;
    } else if (m_config.traffic == LiveRunConfig::Traffic::Log) {
        m_result.trafficRequests = m_keys.size();
    }
    m_result.servers = m_servers;
    m_result.keysPlanned = m_keys.size();
    // Generated keys are told by seed and count; any other key set by its digest (remap-runs compares them).
    if (m_result.keySource != QLatin1String("generator"))
        m_result.sha256.insert(QLatin1String(LiveRunResult::kKeysDigest), m_keys.digest());
}

bool LiveRunner::startBackends(const QString &backendProgram, QList<int> *closedPorts, QString *message)
{
    const SystemDescription &system = *m_config.system();
    const QString protocol = system.loadProtocol();
    m_backends = std::make_unique<BackendFarm>(protocol);
    m_backends->setDelayMs(m_config.backendDelayMs);
    QList<int> isolatedPorts;
    for (int position : std::as_const(m_config.isolatedBackends))
        isolatedPorts.append(m_config.basePort + position);
    // Down servers of a system that must fail to reach them (twemproxy's ejection): closed ports.
    if (system.downServersRefuse())
        for (qsizetype i = 0; i < m_servers.size(); ++i)
            if (m_servers[i].down && !isolatedPorts.contains(m_config.basePort + int(i)))
                closedPorts->append(m_config.basePort + int(i));
    if (!m_backends->start(backendProgram, m_temp->path(), m_config.basePort, m_config.backends, message,
                           isolatedPorts + *closedPorts))
        return false;
    LeftoverSweep::addProcess(m_registryEntry, m_backends->pid());
    connect(m_backends.get(), &ManagedProcess::exitedUnexpectedly, this, &LiveRunner::fail);
    for (int port : std::as_const(isolatedPorts)) {
        auto farm = std::make_unique<BackendFarm>(protocol);
        farm->setDelayMs(m_config.backendDelayMs);
        if (!farm->start(backendProgram, m_temp->path(), port, 1, message, {}, QStringLiteral("backend-%1").arg(port)))
            return false;
        LeftoverSweep::addProcess(m_registryEntry, farm->pid());
        connect(farm.get(), &ManagedProcess::exitedUnexpectedly, this, &LiveRunner::fail);
        m_isolated.emplace_back(port - m_config.basePort, std::move(farm));
    }
    return true;
}

bool LiveRunner::startProxy(const QString &proxyProgram, int proxyPort, QString *message)
{
    const SystemDescription &system = *m_config.system();
    SystemConfigInput input;
    input.dir = m_temp->path();
    input.servers = m_servers;
    input.listenPort = proxyPort;
    input.settings = m_config.effectiveSettings();
    input.extraConfig = m_config.proxyExtraConfig;
    input.options = m_config.options;
    m_logScanner = system.logScanner(input.dir);
    m_readyCommands = system.readyCommands(input);
    m_systemEnvironment = system.environment(input.dir);
    m_startTimeoutMs = system.startTimeoutMs(int(m_servers.size()));
    m_proxy = std::make_unique<ProxyProcess>(system);
    if (!m_proxy->start(proxyProgram, input, message))
        return false;
    LeftoverSweep::addProcess(m_registryEntry, m_proxy->pid());
    connect(m_proxy.get(), &ManagedProcess::exitedUnexpectedly, this, &LiveRunner::fail);
    emit logLine(tr("started backends (pid %1) on 127.0.0.1:%2-%3 and %4 (pid %5) on 127.0.0.1:%6")
                     .arg(m_backends->pid())
                     .arg(m_config.basePort)
                     .arg(m_config.basePort + m_config.backends - 1)
                     .arg(m_proxy->displayName())
                     .arg(m_proxy->pid())
                     .arg(proxyPort));
    return true;
}

} // namespace ringcore
