#include "ringcore/live/liverunner.h"

#include "ringcore/live/backendfarm.h"
#include "ringcore/live/leftoversweep.h"
#include "ringcore/live/portprobe.h"
#include "ringcore/live/proxyprocess.h"
#include "ringcore/live/qnamloadengine.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>

namespace ringcore {

namespace {
constexpr int kPortWaitMs = 15000;
constexpr int kMaxErrorSamples = 10;

double percentile(std::vector<quint32> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const size_t i = std::min(sorted.size() - 1, size_t(p * double(sorted.size() - 1) + 0.5));
    return sorted[i];
}

const int kRegistered = [] {
    qRegisterMetaType<ringcore::LiveRunResult>();
    qRegisterMetaType<ringcore::LiveRunConfig>();
    qRegisterMetaType<ringcore::LiveRunState>();
    return 0;
}();
} // namespace

LiveRunner::LiveRunner(QObject *parent)
    : QObject(parent), m_pollTimer(new QTimer(this)), m_progressTimer(new QTimer(this))
{
    Q_UNUSED(kRegistered);
    m_pollTimer->setInterval(50);
    connect(m_pollTimer, &QTimer::timeout, this, &LiveRunner::pollPorts);
    m_progressTimer->setInterval(250);
    connect(m_progressTimer, &QTimer::timeout, this, &LiveRunner::emitProgress);
}

LiveRunner::~LiveRunner()
{
    // App exit mid-run: stop the processes; the mapping written so far stays on disk.
    if (m_engine)
        m_engine->disconnect(this);
    m_engine.reset();
    m_proxy.reset();
    m_backends.reset();
    m_isolated.clear();
    m_mapping.close();
    LeftoverSweep::unregisterRun(m_registryEntry);
}

QString LiveRunner::stateName(LiveRunState state)
{
    switch (state) {
    case LiveRunState::Idle: return tr("idle");
    case LiveRunState::Starting: return tr("starting");
    case LiveRunState::Loading: return tr("loading");
    case LiveRunState::Rechecking: return tr("rechecking");
    case LiveRunState::Stopping: return tr("stopping");
    case LiveRunState::Finished: return tr("finished");
    }
    return {};
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
    m_proxy.reset();
    m_backends.reset();
    m_isolated.clear();
    m_mapping.close();
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
    if (!KeySet::fromConfig(m_config, &m_keys, &message))
        return refuse(message);
    // Qt's HTTP client normalises paths: such a key would reach the proxy as another key, and the
    // proxy would hash that. Generated keys (/objects/<hex>) are never changed.
    if (m_config.engine == LoadEngineKind::Qnam && (!m_config.keys.isEmpty() || !m_config.keyFile.isEmpty())) {
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

    const QString nginx = ManagedProcess::findProgram(QStringLiteral("nginx"), m_config.nginxBinary, &message);
    if (nginx.isEmpty())
        return refuse(message);
    QString proxyProgram = nginx;
    if (m_config.proxy == LiveProxy::Haproxy) {
        proxyProgram = ManagedProcess::findProgram(QStringLiteral("haproxy"), m_config.haproxyBinary, &message);
        if (proxyProgram.isEmpty())
            return refuse(message);
    }

    // A RingLab killed mid-run leaves nginx workers holding its ports: stop them before the check.
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
        emit logLine(tr("ports %1-%2 busy; using %3-%4 instead")
                         .arg(m_config.basePort)
                         .arg(m_config.basePort + m_config.backends)
                         .arg(base)
                         .arg(base + m_config.backends));
        m_config.basePort = base;
        proxyPort = base + m_config.backends;
    }
    m_servers = m_config.servers();

    if (!QDir().mkpath(m_config.outDir))
        return refuse(tr("out: cannot create directory %1").arg(m_config.outDir));
    m_temp = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/ringlab-live-XXXXXX"));
    if (!m_temp->isValid())
        return refuse(tr("cannot create a private temporary directory: %1").arg(m_temp->errorString()));
    QFile::setPermissions(m_temp->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (!LeftoverSweep::claim(m_temp->path(), &message))
        return refuse(tr("cannot write to the private temporary directory: %1").arg(message));
    m_temp->setAutoRemove(!m_config.keepTemp);
    // One registry for every TMPDIR: if this process is killed, the next run finds what it left.
    m_registryEntry = LeftoverSweep::registerRun(m_temp->path(), m_config.keepTemp, {nginx, proxyProgram}, &message);
    if (m_registryEntry.isEmpty())
        emit logLine(tr("warning: this run could not be registered (%1); if RingLab is killed during it, the next "
                        "run cannot stop what it leaves").arg(message));

    // Result setup fields.
    m_result = LiveRunResult();
    m_result.proxy = LiveRunConfig::proxyName(m_config.proxy);
    m_result.variant = m_config.variant.isEmpty() ? m_result.proxy : m_config.variant;
    m_result.engine = LiveRunConfig::engineName(m_config.engine);
    m_result.proxyVersion = ProxyProcess::version(proxyProgram, m_config.proxy);
    m_result.basePort = m_config.basePort;
    m_result.proxyPort = proxyPort;
    m_result.concurrency = m_config.concurrency;
    m_result.nginxKeepalive = m_config.proxy == LiveProxy::Nginx ? m_config.nginxKeepalive : 0;
    m_result.nginxKeepaliveRequests = m_config.proxy == LiveProxy::Nginx ? m_config.nginxKeepaliveRequests : 0;
    m_result.keySeed = m_config.keySeed;
    m_result.keySource = !m_config.keys.isEmpty() ? QStringLiteral("list")
                       : !m_config.keyFile.isEmpty() ? m_config.keyFile : QStringLiteral("generator");
    m_result.servers = m_servers;
    m_result.keysPlanned = m_keys.size();

    if (!m_mapping.open(QDir(m_config.outDir).filePath(m_result.mappingFile), &message))
        return refuse(message);
    // A reused --out: only RingLab's own files of an earlier run are removed (a stale proxy.conf
    // beside a new HAProxy run would pass for this run's evidence); anything else there stays.
    for (const QString &name : outputFileNames()) {
        if (name != m_result.mappingFile && QFile::exists(QDir(m_config.outDir).filePath(name))) {
            QFile::remove(QDir(m_config.outDir).filePath(name));
            emit logLine(tr("removed %1 of an earlier run from %2").arg(name, m_config.outDir));
        }
    }

    m_total.start();
    m_finishing = false;
    m_cancelWhy.clear();
    m_recheckPhase = false;
    emit portsChosen(m_config.basePort, proxyPort);
    setState(LiveRunState::Starting);
    emit logLine(tr("private directory %1").arg(m_temp->path()));

    if (m_portsCheckedHook)
        m_portsCheckedHook(m_config.basePort, proxyPort);

    m_backends = std::make_unique<BackendFarm>();
    QList<int> isolatedPorts;
    for (int position : std::as_const(m_config.isolatedBackends))
        isolatedPorts.append(m_config.basePort + position);
    if (!m_backends->start(nginx, m_temp->path(), m_config.basePort, m_config.backends, &message, isolatedPorts))
        return refuse(message);
    LeftoverSweep::addProcess(m_registryEntry, m_backends->pid());
    connect(m_backends.get(), &ManagedProcess::exitedUnexpectedly, this, &LiveRunner::fail);
    for (int port : std::as_const(isolatedPorts)) {
        auto farm = std::make_unique<BackendFarm>();
        if (!farm->start(nginx, m_temp->path(), port, 1, &message, {}, QStringLiteral("backend-%1").arg(port)))
            return refuse(message);
        LeftoverSweep::addProcess(m_registryEntry, farm->pid());
        connect(farm.get(), &ManagedProcess::exitedUnexpectedly, this, &LiveRunner::fail);
        m_isolated.emplace_back(port - m_config.basePort, std::move(farm));
    }
    m_proxy = std::make_unique<ProxyProcess>(m_config.proxy);
    if (!m_proxy->start(proxyProgram, m_temp->path(), m_config, m_servers, proxyPort, &message))
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
        m_waitPorts.append(p);
    m_waitPorts.append(proxyPort);
    m_okPorts.clear();
    for (qsizetype i = 0; i < m_servers.size(); ++i) {
        if (!m_servers[i].down)
            m_okPorts.insert(m_config.basePort + int(i));
    }
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
        startLoad();
        return;
    }
    if (m_portWait.elapsed() > kPortWaitMs) {
        m_pollTimer->stop();
        fail(tr("port %1 on 127.0.0.1 did not start listening within %2 s").arg(m_waitPorts.front()).arg(kPortWaitMs / 1000));
    }
}

void LiveRunner::startLoad()
{
    m_result.startSeconds = m_total.nsecsElapsed() / 1e9;
    const qsizetype n = m_keys.size();
    m_firstBackend.assign(size_t(n), 0);
    m_latencies.clear();
    m_latencies.reserve(size_t(n));
    m_engine = LoadEngine::create(m_config.engine);
    m_engine->setPort(m_result.proxyPort);
    m_engine->setConcurrency(m_config.concurrency);
    m_engine->setPipelineDepth(m_config.pipelineDepth);
    m_engine->setTimeoutMs(m_config.requestTimeoutMs);
    connect(m_engine.get(), &LoadEngine::finished, this, &LiveRunner::onEngineFinished, Qt::QueuedConnection);
    setState(LiveRunState::Loading);
    emit logLine(tr("sending %1 keys with the %2 engine, concurrency %3").arg(n).arg(m_engine->name()).arg(m_config.concurrency));
    m_phase.start();
    m_lastAnswer.start();
    m_lastProgressDone = 0;
    m_lastProgressNs = 0;
    m_progressTimer->start();
    m_engine->start(&m_keys, 0, n, this);
}

void LiveRunner::record(const LoadResponse &r)
{
    const bool ok = r.status == 200 && m_okPorts.contains(r.backendPort);
    if (r.status == 200)
        m_lastAnswer.restart();
    if (!m_recheckPhase) {
        m_mapping.append(r, m_keys);
        m_result.keysMeasured++;
        m_latencies.push_back(r.latencyUs);
        if (!r.receivedPath.isEmpty() && r.status == 200) {
            if (m_result.pathsChanged++ < kMaxErrorSamples)
                m_result.pathChangedSamples.append(QString::fromUtf8(m_keys.at(r.index).toByteArray()) + QStringLiteral(" -> ")
                                                   + QString::fromUtf8(r.receivedPath));
        }
        if (ok)
            m_result.ok++;
        if (r.transportError || r.status == 0)
            m_result.failed++;
        else if (r.status != 200)
            m_result.non200++;
        else if (r.backendPort >= m_config.basePort && r.backendPort < m_config.basePort + m_config.backends && !ok)
            m_result.fromDownBackend++;
        else if (!ok)
            m_result.unknownBackend++;
        m_firstBackend[size_t(r.index)] = quint16(ok || r.status == 200 ? r.backendPort : 0);
        return;
    }
    m_result.recheckSent++;
    if (r.status != 200 || r.backendPort != m_firstBackend[size_t(r.index)] || r.backendPort == 0)
        m_result.recheckMismatched++;
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

void LiveRunner::onEngineFinished()
{
    if (m_finishing)
        return;
    if (!m_recheckPhase) {
        m_result.loadSeconds = m_phase.nsecsElapsed() / 1e9;
        m_result.requestsPerSecond = m_result.loadSeconds > 0 ? m_result.keysMeasured / m_result.loadSeconds : 0;
        m_mapping.flush();
        const qsizetype recheck = qMin<qsizetype>(m_config.recheckKeys, m_keys.size());
        if (recheck > 0) {
            m_recheckPhase = true;
            setState(LiveRunState::Rechecking);
            emit logLine(tr("sending the first %1 keys again").arg(recheck));
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

void LiveRunner::finishRun()
{
    m_finishing = true;
    m_pollTimer->stop();
    m_progressTimer->stop();
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->abort();
        emitProgress();
    }
    if (m_result.loadSeconds == 0 && m_phase.isValid() && m_state == LiveRunState::Loading) {
        m_result.loadSeconds = m_phase.nsecsElapsed() / 1e9;
        m_result.requestsPerSecond = m_result.loadSeconds > 0 ? m_result.keysMeasured / m_result.loadSeconds : 0;
    }
    m_mapping.close();
    if (!m_mapping.errorString().isEmpty() && m_result.error.isEmpty())
        m_result.error = m_mapping.errorString(); // a cut mapping must never pass as a clean run
    setState(LiveRunState::Stopping);
    QElapsedTimer stopClock;
    stopClock.start();
    m_proxyLogSizeAtStop = 0;
    if (m_proxy) {
        if (m_proxy->kind() == LiveProxy::Nginx)
            m_proxyLogSizeAtStop = QFileInfo(m_proxy->errorLogPath()).size();
        m_proxy->disconnect(this);
        m_proxy->stop();
    }
    if (m_backends) {
        m_backends->disconnect(this);
        m_backends->stop();
    }
    for (auto &entry : m_isolated) {
        entry.second->disconnect(this);
        entry.second->stop();
    }
    m_result.stopSeconds = stopClock.nsecsElapsed() / 1e9;
    if (!m_result.error.isEmpty()) {
        // Every process of ours is stopped now: a run port that still listens belongs to another
        // program. It took the port between the port check and the start, so one of our processes
        // could not bind it and exited — name the port, not just that process's exit.
        QList<int> taken = PortProbe::listeningIn(m_config.basePort, m_config.backends);
        if (PortProbe::listeningIn(m_result.proxyPort, 1).size() == 1)
            taken.append(m_result.proxyPort);
        if (!taken.isEmpty())
            m_result.error = tr("port %1 on 127.0.0.1 was taken by another program after RingLab checked it; "
                                "start again or choose another base port (%2)")
                                 .arg(taken.front())
                                 .arg(m_result.error);
    }
    validate();
    copyEvidence();
    m_result.totalSeconds = m_total.nsecsElapsed() / 1e9;
    QString message;
    if (!m_result.save(m_config.outDir, &message)) {
        // Without its results.json the run is lost: it fails, whatever the measurement said.
        m_result.error = m_result.error.isEmpty() ? message : m_result.error;
        m_result.reasons.append(tr("the results could not be saved: %1").arg(message));
        m_result.valid = false;
        m_result.saveError = message;
        emit logLine(message);
    }
    m_engine.reset();
    m_proxy.reset();
    m_backends.reset();
    m_isolated.clear();
    LeftoverSweep::unregisterRun(m_registryEntry); // every process is stopped: nothing to sweep
    m_registryEntry.clear();
    if (m_temp && m_config.keepTemp)
        emit logLine(tr("kept private directory %1").arg(m_temp->path()));
    m_temp.reset();
    m_finishing = false;
    setState(LiveRunState::Finished);
    emit finished(m_result);
}

void LiveRunner::validate()
{
    LiveRunResult &r = m_result;
    QString firstAlert;
    // nginx logs upstream trouble (connect failures, timeouts, "temporarily disabled") at warn/error;
    // any of it means some keys may have been re-homed while the client saw 200s.
    if (m_proxy && m_proxy->kind() == LiveProxy::Nginx) {
        QFile log(m_proxy->errorLogPath());
        if (log.open(QIODevice::ReadOnly)) {
            while (!log.atEnd()) {
                // Alerts count only up to the stop: a worker ending with open sockets at shutdown is not a fault.
                const bool beforeStop = log.pos() < m_proxyLogSizeAtStop;
                const QByteArray line = log.readLine().trimmed();
                // A worker that died (killed, crashed) is logged by the master at [alert]; the
                // requests it held were reset, and a retry may have hidden that from the client.
                const bool alert = beforeStop
                    && (line.contains("[alert]") || line.contains("[crit]") || line.contains("[emerg]"));
                const bool upstream = !alert && line.contains("upstream") && !line.contains("[notice]")
                    && !line.contains("[info]");
                if ((alert || upstream) && r.nginxErrorSamples.size() < kMaxErrorSamples)
                    r.nginxErrorSamples.append(QString::fromUtf8(line));
                if (alert && r.nginxAlerts++ == 0)
                    firstAlert = QString::fromUtf8(line);
                if (upstream)
                    r.nginxUpstreamErrors++;
            }
        }
    }
    std::sort(m_latencies.begin(), m_latencies.end());
    double sum = 0;
    for (quint32 l : m_latencies)
        sum += l;
    r.latency.p50 = percentile(m_latencies, 0.50);
    r.latency.p90 = percentile(m_latencies, 0.90);
    r.latency.p99 = percentile(m_latencies, 0.99);
    r.latency.p999 = percentile(m_latencies, 0.999);
    r.latency.max = m_latencies.empty() ? 0 : m_latencies.back();
    r.latency.mean = m_latencies.empty() ? 0 : sum / double(m_latencies.size());
    m_latencies = {};

    QHash<int, qint64> perPort;
    for (quint16 port : m_firstBackend) {
        if (port)
            perPort[port]++;
    }
    r.counts.clear();
    for (qsizetype i = 0; i < m_servers.size(); ++i) {
        BackendCount c;
        c.address = m_servers[i].address;
        c.port = m_config.basePort + int(i);
        c.weight = m_servers[i].weight;
        c.down = m_servers[i].down;
        c.keys = perPort.value(c.port);
        r.counts.append(c);
    }

    r.reasons.clear();
    if (r.cancelled && m_cancelWhy.isEmpty())
        r.reasons.append(tr("the run was cancelled after %1 of %2 keys").arg(r.keysMeasured).arg(r.keysPlanned));
    else if (r.cancelled)
        r.reasons.append(tr("the run was cancelled after %1 of %2 keys: %3")
                             .arg(r.keysMeasured)
                             .arg(r.keysPlanned)
                             .arg(m_cancelWhy));
    if (!r.error.isEmpty())
        r.reasons.append(tr("the run stopped with an error: %1").arg(r.error));
    if (!r.cancelled && r.error.isEmpty() && r.keysMeasured < r.keysPlanned)
        r.reasons.append(tr("only %1 of %2 keys were answered").arg(r.keysMeasured).arg(r.keysPlanned));
    if (r.failed)
        r.reasons.append(tr("%1 requests failed without an HTTP answer").arg(r.failed));
    if (r.non200)
        r.reasons.append(tr("%1 requests were answered with a status other than 200").arg(r.non200));
    if (r.fromDownBackend)
        r.reasons.append(tr("%1 requests were answered by a backend marked down").arg(r.fromDownBackend));
    if (r.unknownBackend)
        r.reasons.append(tr("%1 requests came back without a known backend").arg(r.unknownBackend));
    if (r.recheckMismatched)
        r.reasons.append(tr("%1 of the %2 rechecked keys landed on a different backend the second time")
                             .arg(r.recheckMismatched)
                             .arg(r.recheckSent));
    if (r.completed && r.recheckSent < qMin<qint64>(m_config.recheckKeys, r.keysPlanned))
        r.reasons.append(tr("only %1 keys were rechecked").arg(r.recheckSent));
    if (r.nginxUpstreamErrors)
        r.reasons.append(tr("nginx logged %1 upstream errors (keys may have been sent to the next server on the ring)")
                             .arg(r.nginxUpstreamErrors));
    if (r.pathsChanged)
        r.reasons.append(tr("%1 keys reached the backends as another path than the key (rewritten on the way, so the "
                            "proxy hashed something else): %2")
                             .arg(r.pathsChanged)
                             .arg(r.pathChangedSamples.join(QStringLiteral(", "))));
    if (r.nginxAlerts)
        r.reasons.append(tr("nginx logged %1 alerts or critical errors (for example a worker process that died "
                            "mid-run): %2")
                             .arg(r.nginxAlerts)
                             .arg(firstAlert));
    r.valid = r.reasons.isEmpty() && r.completed;
}

QStringList LiveRunner::outputFileNames()
{
    return {QStringLiteral("results.json"), QStringLiteral("mapping.tsv"), QStringLiteral("proxy.conf"),
            QStringLiteral("haproxy.cfg"), QStringLiteral("backends.conf"), QStringLiteral("proxy-error.log")};
}

void LiveRunner::copyEvidence()
{
    // Keep the configs and nginx's error log beside the results: the temp dir usually goes away.
    if (!m_temp)
        return;
    const QDir temp(m_temp->path());
    const QDir out(m_config.outDir);
    for (const QString &name : outputFileNames()) {
        if (name == QLatin1String("results.json") || name == m_result.mappingFile)
            continue;
        if (QFile::exists(temp.filePath(name))) {
            QFile::remove(out.filePath(name));
            QFile::copy(temp.filePath(name), out.filePath(name));
        }
    }
}

} // namespace ringcore
