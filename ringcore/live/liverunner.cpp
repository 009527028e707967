#include "ringcore/live/liverunner.h"

#include "ringcore/live/backendfarm.h"
#include "ringcore/live/leftoversweep.h"
#include "ringcore/live/liverunvalidator.h"
#include "ringcore/live/livetrafficcheck.h"
#include "ringcore/live/openfilelimit.h"
#include "ringcore/live/portprobe.h"
#include "ringcore/live/proxyprocess.h"
#include "ringcore/live/readycommandrunner.h"
#include "ringcore/live/qnamloadengine.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>

namespace ringcore {

namespace {
/// Priming pass (SystemDescription::downServersRefuse()): this many keys per backend, so that
/// every down server, even one of small weight among large ones, is reached many times.
constexpr int kPrimingKeysPerBackend = 100;

const int kRegistered = [] {
    qRegisterMetaType<ringcore::LiveRunResult>();
    qRegisterMetaType<ringcore::LiveRunConfig>();
    qRegisterMetaType<ringcore::LiveRunState>();
    return 0;
}();
} // namespace

LiveRunner::LiveRunner(QObject *parent)
    : QObject(parent), m_pollTimer(new QTimer(this)), m_progressTimer(new QTimer(this)),
      m_ready(new ReadyCommandRunner(this))
{
    Q_UNUSED(kRegistered);
    m_pollTimer->setInterval(50);
    connect(m_pollTimer, &QTimer::timeout, this, &LiveRunner::pollPorts);
    m_progressTimer->setInterval(250);
    connect(m_progressTimer, &QTimer::timeout, this, &LiveRunner::emitProgress);
    connect(m_ready, &ReadyCommandRunner::ran, this, &LiveRunner::logLine);
    connect(m_ready, &ReadyCommandRunner::succeeded, this, [this] {
        if (!m_finishing && isRunning())
            startLoad();
    });
    connect(m_ready, &ReadyCommandRunner::failed, this, &LiveRunner::fail);
}

LiveRunner::~LiveRunner()
{
    // App exit mid-run: stop the processes; the mapping written so far stays on disk.
    if (m_engine)
        m_engine->disconnect(this);
    m_engine.reset();
    m_ready->stop();
    m_proxy.reset();
    m_backends.reset();
    m_isolated.clear();
    m_mapping.close();
    LeftoverSweep::unregisterRun(m_registryEntry);
}

BackendFarm *LiveRunner::isolatedBackend(int position) const
{
    for (const auto &[p, farm] : m_isolated) {
        if (p == position)
            return farm.get();
    }
    return nullptr;
}

QString LiveRunner::tempDir() const
{
    return m_temp ? m_temp->path() : QString();
}

QList<qint64> LiveRunner::processIds() const
{
    QList<qint64> ids;
    if (m_backends && m_backends->isRunning())
        ids.append(m_backends->pid());
    for (const auto &entry : m_isolated) {
        if (entry.second->isRunning())
            ids.append(entry.second->pid());
    }
    if (m_proxy && m_proxy->isRunning())
        ids.append(m_proxy->pid());
    return ids;
}

void LiveRunner::setState(LiveRunState state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void LiveRunner::cleanupAfterFailedStart()
{
    m_pollTimer->stop();
    m_ready->stop();
    m_proxy.reset();
    m_backends.reset();
    m_isolated.clear();
    m_mapping.close();
    m_folder.abandon(); // nothing was measured: a folder beside an earlier run goes, the earlier run stays
    LeftoverSweep::unregisterRun(m_registryEntry); // every process is stopped: nothing to sweep
    m_registryEntry.clear();
    m_temp.reset();
    m_state = LiveRunState::Idle;
}

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
    if (!KeySet::fromConfig(m_config, &m_keys, &message))
        return refuse(message);
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
    const SystemDescription &system = *m_config.system(); // validate() refused an unknown one
    const QString protocol = system.loadProtocol();
    if (protocol != QLatin1String("http")) {
        for (qsizetype i = 0; i < m_keys.size(); ++i) {
            if (!LoadEngine::canSend(protocol, m_keys.at(i), &message))
                return refuse(tr("key %1 (\"%2\") cannot be sent to %3: %4")
                                  .arg(i + 1)
                                  .arg(QString::fromUtf8(m_keys.at(i).first(qMin<qsizetype>(80, m_keys.at(i).size())).toByteArray()),
                                       system.displayName(), message));
        }
    } else if (m_config.engine == LoadEngineKind::Qnam
               && (!m_config.keys.isEmpty() || !m_config.keyFile.isEmpty() || m_config.traffic == LiveRunConfig::Traffic::Log)) {
        QByteArray sentAs;
        const qsizetype rewritten = QnamLoadEngine::firstRewrittenKey(m_keys, &sentAs);
        if (rewritten >= 0)
            return refuse(tr("key %1 (\"%2\") would be sent by the qnam engine as \"%3\" (Qt normalises paths: "
                             "\"..\", \".\", \"//\", \"#\", %-escapes of plain characters); use the raw engine "
                             "(--engine raw), which sends every key byte for byte")
                              .arg(rewritten + 1)
                              .arg(QString::fromUtf8(m_keys.at(rewritten).toByteArray()),
                                   QString::fromUtf8(sentAs)));
    }

    // Descriptors run out half-way otherwise (a GLib abort, or an INVALID run naming another cause).
    QString raised;
    if (!OpenFileLimit::ensure(m_config, &message, &raised))
        return refuse(message);
    if (!raised.isEmpty())
        emit logLine(raised);

    const QString backendProgram = BackendFarm::findProgram(
        protocol, m_config.programs.value(BackendFarm::programName(protocol)), &message);
    if (backendProgram.isEmpty())
        return refuse(message);
    const QString proxyProgram = ManagedProcess::findProgram(system.programName(),
                                                             m_config.programs.value(system.programName()), &message);
    if (proxyProgram.isEmpty())
        return refuse(message);

    // A RingLab killed mid-run leaves worker processes holding its ports: stop them before the check.
    const LeftoverSweep::Result swept = LeftoverSweep::sweep();
    if (swept.processesKilled > 0 || swept.directoriesRemoved > 0)
        emit logLine(tr("stopped %n process(es) and removed %1 private folder(s) left by a RingLab that was killed "
                        "during a run", nullptr, swept.processesKilled)
                         .arg(swept.directoriesRemoved));
    if (swept.directoriesKept > 0)
        emit logLine(tr("kept %n private folder(s) of killed runs that asked to keep them (--keep-temp)", nullptr,
                        swept.directoriesKept));

    // Ports: the backend range plus the proxy's port, all on 127.0.0.1, checked before anything starts.
    int proxyPort = m_config.proxyPort ? m_config.proxyPort : m_config.basePort + m_config.backends;
    const int busy = PortProbe::firstBusyPort(m_config.basePort, m_config.backends);
    const bool proxyBusy = !PortProbe::canBind(proxyPort);
    if (busy || proxyBusy) {
        if (!m_config.pickFreeBasePort)
            return refuse(tr("port %1 on 127.0.0.1 is already in use; stop what listens there, choose another "
                             "base port, or let RingLab pick a free range")
                              .arg(busy ? busy : proxyPort));
        const int base = PortProbe::findFreeBase(m_config.backends + 1, m_config.basePort);
        if (base == 0)
            return refuse(tr("no free range of %1 ports found on 127.0.0.1").arg(m_config.backends + 1));
        emit logLine(tr("port %1 is busy: the whole range %2-%3 moves to %4-%5")
                         .arg(busy ? busy : proxyPort)
                         .arg(m_config.basePort)
                         .arg(m_config.basePort + m_config.backends)
                         .arg(base)
                         .arg(base + m_config.backends));
        m_config.basePort = base;
        proxyPort = base + m_config.backends;
    }
    m_servers = m_config.servers();

    // A folder of an earlier run is replaced only by a complete run: until then this run writes
    // beside it (RunFolder).
    if (!m_folder.prepare(m_config.outDir, outputFileNames(), &message))
        return refuse(message);
    if (m_folder.staged())
        emit logLine(tr("%1 holds an earlier run: it stays until this run is complete; this run writes into %2")
                         .arg(m_config.outDir, m_folder.writeDir()));
    m_temp = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/ringlab-live-XXXXXX"));
    if (!m_temp->isValid())
        return refuse(tr("cannot create a private temporary directory: %1").arg(m_temp->errorString()));
    QFile::setPermissions(m_temp->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (!LeftoverSweep::claim(m_temp->path(), &message))
        return refuse(tr("cannot write to the private temporary directory: %1").arg(message));
    m_temp->setAutoRemove(!m_config.keepTemp);
    // One registry for every TMPDIR: if this process is killed, the next run finds what it left.
    m_registryEntry = LeftoverSweep::registerRun(m_temp->path(), m_config.keepTemp, {backendProgram, proxyProgram}, &message);
    if (m_registryEntry.isEmpty())
        emit logLine(tr("warning: this run could not be registered (%1); if RingLab is killed during it, the next "
                        "run cannot stop what it leaves").arg(message));

    // Result setup fields.
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

    m_backends = std::make_unique<BackendFarm>(protocol);
    m_backends->setDelayMs(m_config.backendDelayMs);
    QList<int> isolatedPorts;
    for (int position : std::as_const(m_config.isolatedBackends))
        isolatedPorts.append(m_config.basePort + position);
    // Down servers of a system that must fail to reach them (twemproxy's ejection): closed ports.
    QList<int> closedPorts;
    if (system.downServersRefuse())
        for (qsizetype i = 0; i < m_servers.size(); ++i)
            if (m_servers[i].down && !isolatedPorts.contains(m_config.basePort + int(i)))
                closedPorts.append(m_config.basePort + int(i));
    if (!m_backends->start(backendProgram, m_temp->path(), m_config.basePort, m_config.backends, &message,
                           isolatedPorts + closedPorts))
        return refuse(message);
    LeftoverSweep::addProcess(m_registryEntry, m_backends->pid());
    connect(m_backends.get(), &ManagedProcess::exitedUnexpectedly, this, &LiveRunner::fail);
    for (int port : std::as_const(isolatedPorts)) {
        auto farm = std::make_unique<BackendFarm>(protocol);
        farm->setDelayMs(m_config.backendDelayMs);
        if (!farm->start(backendProgram, m_temp->path(), port, 1, &message, {}, QStringLiteral("backend-%1").arg(port)))
            return refuse(message);
        LeftoverSweep::addProcess(m_registryEntry, farm->pid());
        connect(farm.get(), &ManagedProcess::exitedUnexpectedly, this, &LiveRunner::fail);
        m_isolated.emplace_back(port - m_config.basePort, std::move(farm));
    }
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
    if (!m_proxy->start(proxyProgram, input, &message))
        return refuse(message);
    LeftoverSweep::addProcess(m_registryEntry, m_proxy->pid());
    connect(m_proxy.get(), &ManagedProcess::exitedUnexpectedly, this, &LiveRunner::fail);
    emit logLine(tr("started backends (pid %1) on 127.0.0.1:%2-%3 and %4 (pid %5) on 127.0.0.1:%6")
                     .arg(m_backends->pid())
                     .arg(m_config.basePort)
                     .arg(m_config.basePort + m_config.backends - 1)
                     .arg(m_proxy->displayName())
                     .arg(m_proxy->pid())
                     .arg(proxyPort));

    m_waitPorts.clear();
    for (int p = m_config.basePort; p < m_config.basePort + m_config.backends; ++p)
        if (!closedPorts.contains(p))
            m_waitPorts.append(p);
    m_waitPorts.append(proxyPort);
    m_portWait.start();
    m_pollTimer->start();
    return true;
}

void LiveRunner::pollPorts()
{
    const QSet<int> listening = PortProbe::listeningPorts();
    m_waitPorts.erase(std::remove_if(m_waitPorts.begin(), m_waitPorts.end(),
                                     [&listening](int p) { return listening.contains(p); }),
                      m_waitPorts.end());
    if (m_waitPorts.isEmpty()) {
        m_pollTimer->stop();
        m_ready->start(m_readyCommands, m_systemEnvironment, m_temp ? m_temp->path() : QString(),
                       m_proxy ? m_proxy->displayName() : QString());
        return;
    }
    if (m_portWait.elapsed() > m_startTimeoutMs) {
        m_pollTimer->stop();
        fail(tr("port %1 on 127.0.0.1 did not start listening within %2 s")
                 .arg(m_waitPorts.front())
                 .arg(m_startTimeoutMs / 1000));
    }
}

void LiveRunner::startLoad()
{
    m_result.startSeconds = m_total.nsecsElapsed() / 1e9;
    const qsizetype n = m_keys.size();
    // HAProxy's hash-balance-factor is modelled from each request's timing (LiveTrafficCheck).
    m_accounting.reset(m_servers, m_config.basePort, n,
                       m_config.traffic != LiveRunConfig::Traffic::Keys && m_config.system()
                           && m_config.system()->hashBalanceFactor(m_config.options) > 0);
    m_engine = LoadEngine::create(m_config.engine, m_config.system()->loadProtocol());
    m_engine->setPort(m_result.proxyPort);
    m_engine->setConcurrency(m_config.concurrency);
    m_engine->setPipelineDepth(m_config.pipelineDepth);
    m_engine->setTimeoutMs(m_config.requestTimeoutMs);
    connect(m_engine.get(), &LoadEngine::finished, this, &LiveRunner::onEngineFinished, Qt::QueuedConnection);
    setState(LiveRunState::Loading);
    // The engine as a user knows it ("Qt's HTTP client"), not its internal name ("qnam").
    emit logLine(tr("sending %1 keys with %2, concurrency %3")
                     .arg(QLocale().toString(qlonglong(n)), m_engine->description(), QLocale().toString(m_config.concurrency)));
    m_phase.start();
    m_lastAnswer.start();
    m_lastProgressDone = 0;
    m_lastProgressNs = 0;
    m_progressTimer->start();
    // A system that finds down servers by failing to reach them (twemproxy) first gets a priming
    // pass, not recorded, so it has found every one before the measured load: a key answered
    // while only some were found would sit on a ring the system leaves a moment later.
    const SystemDescription &system = *m_config.system();
    m_primingPhase = system.downServersRefuse()
        && std::any_of(m_servers.cbegin(), m_servers.cend(), [](const Server &s) { return s.down; });
    if (m_primingPhase) {
        const qsizetype priming = qMin<qsizetype>(n, qsizetype(kPrimingKeysPerBackend) * m_servers.size());
        emit logLine(tr("priming: sending %1 keys (not recorded) so that %2 finds its down servers")
                         .arg(QLocale().toString(qlonglong(priming)))
                         .arg(system.displayName()));
        m_engine->start(&m_keys, 0, priming, this);
        return;
    }
    m_engine->start(&m_keys, 0, n, this);
}

void LiveRunner::record(const LoadResponse &r)
{
    if (m_primingPhase)
        return;
    if (r.status == 200)
        m_lastAnswer.restart();
    if (!m_recheckPhase)
        m_mapping.append(r, m_keys);
    m_accounting.record(r, m_keys, m_recheckPhase, &m_result);
}

void LiveRunner::emitProgress()
{
    m_mapping.flush();
    if (!m_finishing && m_mapping.failed()) {
        // Every later line would be lost: stop now, keeping what is on disk.
        fail(m_mapping.errorString());
        return;
    }
    if (!m_engine)
        return;
    if (!m_finishing && m_lastAnswer.isValid() && m_lastAnswer.elapsed() > m_config.stallTimeoutMs) {
        fail(tr("the proxy answered nothing for %1 s (frozen or wedged); the run was stopped")
                 .arg(m_config.stallTimeoutMs / 1000.0, 0, 'f', 1));
        return;
    }
    const qint64 done = (m_recheckPhase ? m_keys.size() : 0) + m_engine->done();
    const qint64 total = m_keys.size() + qMin<qint64>(m_config.recheckKeys, m_keys.size());
    const qint64 now = m_phase.nsecsElapsed();
    const double rate = now > m_lastProgressNs ? double(done - m_lastProgressDone) * 1e9 / double(now - m_lastProgressNs) : 0;
    m_lastProgressDone = done;
    m_lastProgressNs = now;
    emit progress(done, total, rate);
}

void LiveRunner::countEngineRetries()
{
    if (!m_engine || (m_engine->retries() == 0 && m_engine->timeouts() == 0))
        return;
    m_engineRetries += m_engine->retries();
    m_engineTimeouts += m_engine->timeouts();
    emit logLine(tr("%1 requests sent again, %2 timed out").arg(m_engine->retries()).arg(m_engine->timeouts()));
}

void LiveRunner::onEngineFinished()
{
    if (m_finishing)
        return;
    countEngineRetries();
    if (m_primingPhase) {
        m_primingPhase = false;
        m_phase.start();
        m_lastAnswer.restart();
        m_engine->start(&m_keys, 0, m_keys.size(), this);
        return;
    }
    if (!m_recheckPhase) {
        m_result.loadSeconds = m_phase.nsecsElapsed() / 1e9;
        m_result.requestsPerSecond = m_result.loadSeconds > 0 ? m_result.keysMeasured / m_result.loadSeconds : 0;
        m_mapping.flush();
        const qsizetype recheck = qMin<qsizetype>(m_config.recheckKeys, m_keys.size());
        if (recheck > 0) {
            m_recheckPhase = true;
            setState(LiveRunState::Rechecking);
            emit logLine(tr("sending the first %1 keys again").arg(QLocale().toString(qlonglong(recheck))));
            m_phase.start();
            m_lastProgressDone = m_keys.size();
            m_lastProgressNs = 0;
            m_engine->start(&m_keys, 0, recheck, this);
            return;
        }
    } else {
        m_result.recheckSeconds = m_phase.nsecsElapsed() / 1e9;
    }
    m_result.completed = true;
    finishRun();
}

void LiveRunner::cancel(const QString &why)
{
    if (!isRunning() || m_finishing)
        return;
    m_result.cancelled = true;
    m_cancelWhy = why;
    emit logLine(why.isEmpty() ? tr("cancelled") : tr("cancelled: %1").arg(why));
    finishRun();
}

void LiveRunner::fail(const QString &message)
{
    if (!isRunning() || m_finishing)
        return;
    m_result.error = message;
    emit logLine(message);
    finishRun();
}

} // namespace ringcore
