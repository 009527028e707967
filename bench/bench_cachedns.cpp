// bench_cachedns: the memcached and DNS load engines against a plain load tool on the same proxy,
// side by side in one run (issue 18's speed goal: the engine reaches at least half of the tool).
// For each system (twemproxy, twemproxy-redis, dnsdist): ringlab-responder backends (100 ports) and
// the real proxy with the config a live run writes, then
//   engine:  MemcachedLoadEngine / RedisLoadEngine / DnsLoadEngine alone, N keys, concurrency C × pipeline D;
//   harness: a whole `measure`-style LiveRunner run of the same N keys (load phase requests/s);
//   tool:    memcaslap (libmemcached-tools; Debian's name for memaslap) / dnsperf for S seconds;
//            redis-benchmark (redis-tools) for N GETs.
// Not a test: prints figures for docs/benchmarks.md.
//
//   bench_cachedns [--keys N] [--concurrency C] [--pipeline D] [--tool-seconds S] [--rounds R]
//                  [--only twemproxy|twemproxy-redis|dnsdist]
// Engine and tool alternate R times (default 3) so that a change in the machine's load hits both;
// the verdict is the median of the R ratios. Each side's CPU time is printed too (the engine's
// thread, the tool's process), as requests per CPU-second: that figure does not depend on the load.
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/dnsloadengine.h"
#include "ringcore/live/keyset.h"
#include "ringcore/live/liverunner.h"
#include "ringcore/live/memcachedloadengine.h"
#include "ringcore/live/portprobe.h"
#include "ringcore/live/proxyprocess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <vector>
#include <cstdio>
#include <ctime>
#include <sys/resource.h>

using namespace ringcore;

namespace {

struct Count : LoadSink
{
    qint64 ok = 0, other = 0;
    void record(const LoadResponse &r) override { (r.status == 200 ? ok : other)++; }
};

double threadCpuSeconds()
{
    timespec t{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

double childrenCpuSeconds()
{
    rusage u{};
    ::getrusage(RUSAGE_CHILDREN, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double engineRate(const QString &protocol, int port, const KeySet &keys, int concurrency, int pipeline, Count *count,
                  double *cpuSeconds)
{
    const double cpu0 = threadCpuSeconds();
    std::unique_ptr<LoadEngine> engine = LoadEngine::create(LoadEngineKind::Raw, protocol);
    engine->setPort(port);
    engine->setConcurrency(concurrency);
    engine->setPipelineDepth(pipeline);
    QEventLoop loop;
    QObject::connect(engine.get(), &LoadEngine::finished, &loop, &QEventLoop::quit);
    QElapsedTimer clock;
    clock.start();
    engine->start(&keys, 0, keys.size(), count);
    loop.exec();
    *cpuSeconds = threadCpuSeconds() - cpu0;
    return double(keys.size()) / (double(clock.nsecsElapsed()) / 1e9);
}

double harnessRate(const QString &proxy, int keys, int concurrency, int pipeline, int base)
{
    QTemporaryDir out;
    LiveRunConfig config;
    config.proxy = proxy;
    config.keyCount = keys;
    config.concurrency = concurrency;
    config.pipelineDepth = pipeline;
    config.basePort = base;
    config.recheckKeys = 1000;
    config.outDir = out.path();
    LiveRunner runner;
    LiveRunResult result;
    QEventLoop loop;
    QObject::connect(&runner, &LiveRunner::finished, &loop, [&](const LiveRunResult &r) {
        result = r;
        loop.quit();
    });
    QString error;
    if (!runner.start(config, &error)) {
        std::printf("  harness: cannot start: %s\n", qPrintable(error));
        return 0;
    }
    loop.exec();
    std::printf("  harness: %s run of %lld keys: %s, load %.2f s\n", qPrintable(proxy), qint64(result.keysMeasured),
                result.valid ? "valid" : qPrintable(result.reasons.join(QStringLiteral("; "))), result.loadSeconds);
    return result.requestsPerSecond;
}

/// Runs a tool; returns its whole output.
QByteArray runTool(const QString &program, const QStringList &args, int seconds)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForStarted(10000))
        return QByteArrayLiteral("cannot start ") + program.toUtf8();
    if (!p.waitForFinished((seconds + 30) * 1000)) {
        p.kill();
        p.waitForFinished();
    }
    return p.readAll();
}

double toolRate(const QString &protocol, int port, const KeySet &keys, int concurrency, int pipeline, int seconds,
                const QString &dir, QString *command)
{
    if (protocol == QLatin1String("memcached")) {
        // memcaslap's own workload (get 90 % / set 10 %, its keys); the responder answers both.
        const QStringList args{QStringLiteral("-s"), QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("-T"),
                               QStringLiteral("2"), QStringLiteral("-c"), QString::number(concurrency * pipeline),
                               QStringLiteral("-X"), QStringLiteral("4"), QStringLiteral("-t"),
                               QStringLiteral("%1s").arg(seconds)};
        *command = QStringLiteral("memcaslap ") + args.join(QLatin1Char(' '));
        const QByteArray out = runTool(QStringLiteral("memcaslap"), args, seconds);
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("TPS: (\\d+)")).match(QString::fromUtf8(out));
        if (!m.hasMatch())
            std::printf("  memcaslap said: %s\n", out.right(600).constData());
        return m.hasMatch() ? m.captured(1).toDouble() : 0;
    }
    if (protocol == QLatin1String("redis")) {
        // redis-benchmark's GET test: C connections × D pipelined, random keys of its own, N requests.
        const QStringList args{QStringLiteral("-h"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"), QString::number(port),
                               QStringLiteral("-t"), QStringLiteral("get"), QStringLiteral("-n"), QString::number(keys.size()),
                               QStringLiteral("-c"), QString::number(concurrency), QStringLiteral("-P"),
                               QString::number(pipeline), QStringLiteral("-r"), QStringLiteral("1000000"),
                               QStringLiteral("--threads"), QStringLiteral("2"), QStringLiteral("-q")};
        *command = QStringLiteral("redis-benchmark ") + args.join(QLatin1Char(' '));
        const QByteArray out = runTool(QStringLiteral("redis-benchmark"), args, 600);
        const QRegularExpressionMatch m
            = QRegularExpression(QStringLiteral("GET: ([0-9.]+) requests per second")).match(QString::fromUtf8(out));
        if (!m.hasMatch())
            std::printf("  redis-benchmark said: %s\n", out.right(600).constData());
        return m.hasMatch() ? m.captured(1).toDouble() : 0;
    }
    // dnsperf: the same names the engine asks, one A query each, in a loop for S seconds.
    const QString file = dir + QStringLiteral("/queries.txt");
    QFile f(file);
    if (f.open(QIODevice::WriteOnly)) {
        for (qsizetype i = 0; i < keys.size(); ++i)
            f.write(DnsLoadEngine::presentation(DnsLoadEngine::keyName(keys.at(i))) + " A\n");
        f.close();
    }
    const QStringList args{QStringLiteral("-s"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"), QString::number(port),
                           QStringLiteral("-d"), file, QStringLiteral("-l"), QString::number(seconds), QStringLiteral("-c"),
                           QString::number(concurrency), QStringLiteral("-T"), QStringLiteral("2"), QStringLiteral("-q"),
                           QString::number(concurrency * pipeline)};
    *command = QStringLiteral("dnsperf ") + args.join(QLatin1Char(' '));
    const QByteArray out = runTool(QStringLiteral("dnsperf"), args, seconds);
    const QRegularExpressionMatch m
        = QRegularExpression(QStringLiteral("Queries per second:\\s+([0-9.]+)")).match(QString::fromUtf8(out));
    const QRegularExpressionMatch lost = QRegularExpression(QStringLiteral("Queries lost:\\s+(\\d+)")).match(QString::fromUtf8(out));
    if (lost.hasMatch())
        std::printf("  dnsperf: %s queries lost\n", qPrintable(lost.captured(1)));
    if (!m.hasMatch())
        std::printf("  dnsperf said: %s\n", out.right(600).constData());
    return m.hasMatch() ? m.captured(1).toDouble() : 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    static const QStringList known{QStringLiteral("--keys"), QStringLiteral("--concurrency"), QStringLiteral("--pipeline"),
                                   QStringLiteral("--tool-seconds"), QStringLiteral("--rounds"), QStringLiteral("--only")};
    for (qsizetype i = 1; i < args.size(); i += 2) {
        if (!known.contains(args[i]) || i + 1 >= args.size()) {
            std::fprintf(stderr,
                         "usage: bench_cachedns [--keys N] [--concurrency C] [--pipeline D] [--tool-seconds S] "
                         "[--rounds R] [--only twemproxy|twemproxy-redis|dnsdist]\n");
            return args[i] == QLatin1String("--help") ? 0 : 2;
        }
    }
    auto value = [&args](const char *name, qint64 fallback) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1].toLongLong() : fallback;
    };
    const int keys = int(value("--keys", 200000));
    const int concurrency = int(value("--concurrency", 32));
    const int pipeline = int(value("--pipeline", 8));
    const int seconds = int(value("--tool-seconds", 10));
    const int rounds = int(qBound(qint64(1), value("--rounds", 3), qint64(20)));
    const qsizetype only = args.indexOf(QStringLiteral("--only"));
    const int base = PortProbe::findFreeBase(101, 25001);
    double load[3] = {0, 0, 0};
    std::printf("bench_cachedns: 100 ringlab-responder backends on 127.0.0.1:%d-%d, %d keys, concurrency %d x pipeline %d, "
                "%d cores\n",
                base, base + 99, keys, concurrency, pipeline, QThread::idealThreadCount());
    for (const QString &name : {QStringLiteral("twemproxy"), QStringLiteral("twemproxy-redis"), QStringLiteral("dnsdist")}) {
        if (only >= 0 && args.value(only + 1) != name)
            continue;
        const SystemDescription &system = *SystemRegistry::find(name);
        const QString protocol = system.loadProtocol();
        QTemporaryDir dir;
        LiveRunConfig config;
        config.basePort = base;
        BackendFarm farm(protocol);
        ProxyProcess proxy(system);
        SystemConfigInput input;
        input.dir = dir.path();
        input.servers = config.servers();
        input.listenPort = base + 100;
        QString error;
        const QString responder = BackendFarm::findProgram(protocol, {}, &error);
        const QString program = ManagedProcess::findProgram(system.programName(), {}, &error);
        if (responder.isEmpty() || program.isEmpty() || !farm.start(responder, dir.path(), base, 100, &error)
            || !proxy.start(program, input, &error)) {
            std::printf("%s: cannot start: %s\n", qPrintable(name), qPrintable(error));
            continue;
        }
        for (int i = 0; i < 400 && PortProbe::listeningIn(base, 101).size() < 101; ++i)
            QThread::msleep(25);
        const KeySet keySet = KeySet::generate(keys, 1);
        std::printf("%s (%s), %s protocol:\n", qPrintable(name), qPrintable(ProxyProcess::version(program, system)),
                    qPrintable(protocol));
        std::vector<double> ratios;
        for (int round = 1; round <= rounds; ++round) {
            Count count;
            double engineCpu = 0;
            ::getloadavg(load, 3);
            const double engine = engineRate(protocol, base + 100, keySet, concurrency, pipeline, &count, &engineCpu);
            std::printf("  round %d engine:  %.0f req/s (%lld answered by a backend, %lld other), %.0f req per CPU-second, "
                        "load average %.1f\n",
                        round, engine, count.ok, count.other, engineCpu > 0 ? double(keys) / engineCpu : 0.0, load[0]);
            QString command;
            ::getloadavg(load, 3);
            const double toolCpu0 = childrenCpuSeconds();
            QElapsedTimer toolClock;
            toolClock.start();
            const double tool = toolRate(protocol, base + 100, keySet, concurrency, pipeline, seconds, dir.path(), &command);
            const double toolCpu = childrenCpuSeconds() - toolCpu0;
            const double toolRequests = tool * double(toolClock.nsecsElapsed()) / 1e9; // ≈ requests it made
            std::printf("  round %d tool:    %.0f req/s, ~%.0f req per CPU-second  (%s), load average %.1f\n", round, tool,
                        toolCpu > 0 ? toolRequests / toolCpu : 0.0, qPrintable(command), load[0]);
            const double ratio = tool > 0 ? 100.0 * engine / tool : 0.0;
            std::printf("  round %d engine / tool = %.1f %%\n", round, ratio);
            ratios.push_back(ratio);
        }
        std::sort(ratios.begin(), ratios.end());
        std::printf("  engine / tool, median of %d rounds = %.1f %% (lowest %.1f %%, highest %.1f %%; goal >= 50 %%)\n",
                    rounds, ratios[ratios.size() / 2], ratios.front(), ratios.back());
        proxy.stop();
        farm.stop();
        const double harness = harnessRate(name, keys, concurrency, pipeline, base);
        std::printf("  harness: %.0f req/s (whole measure run's load phase)\n", harness);
    }
    return 0;
}
