// bench_live: the whole live run (start, load, recheck, stop) through nginx with both load engines,
// side by side with a bare QNetworkAccessManager GET loop at the same concurrency and `wrk -t2 -c32`
// against the same proxy and backend configuration. Not a test: prints figures for docs/bench-live.md.
//
//   bench_live [--keys N] [--bare-keys N] [--concurrency C] [--wrk-seconds S] [--skip-harness]
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/keyset.h"
#include "ringcore/live/liverunner.h"
#include "ringcore/live/portprobe.h"
#include "ringcore/live/proxyprocess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QUrl>

#include <cstdio>
#include <memory>
#include <sys/resource.h>
#include <vector>

using namespace ringcore;

namespace {

double cpuSeconds()
{
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

void harness(qsizetype keys, int concurrency, LoadEngineKind engine, int basePort)
{
    QTemporaryDir out;
    LiveRunConfig config;
    config.proxy = QStringLiteral("nginx");
    config.keyCount = int(keys);
    config.concurrency = concurrency;
    config.engine = engine;
    config.basePort = basePort;
    config.outDir = out.path();
    LiveRunner runner;
    LiveRunResult result;
    QEventLoop loop;
    QObject::connect(&runner, &LiveRunner::finished, &loop, [&](const LiveRunResult &r) {
        result = r;
        loop.quit();
    });
    QElapsedTimer wall;
    wall.start();
    const double cpu0 = cpuSeconds();
    QString error;
    if (!runner.start(config, &error)) {
        std::printf("harness (%s): cannot start: %s\n", qPrintable(LiveRunConfig::engineName(engine)), qPrintable(error));
        return;
    }
    loop.exec();
    const double cpu = cpuSeconds() - cpu0;
    std::printf("harness, %s engine: %lld keys, whole run %.1f s (start %.2f, load %.1f, recheck %.1f, stop %.2f); "
                "load %.0f req/s; client CPU %.0f us/request; p50 %.0f us p99 %.0f us; %s\n",
                qPrintable(result.engine), qint64(result.keysMeasured), wall.nsecsElapsed() / 1e9, result.startSeconds,
                result.loadSeconds, result.recheckSeconds, result.stopSeconds, result.requestsPerSecond,
                cpu * 1e6 / double(result.keysMeasured + result.recheckSent), result.latency.p50, result.latency.p99,
                result.valid ? "VALID" : qPrintable(QStringLiteral("INVALID: ") + result.reasons.join(QStringLiteral("; "))));
    std::fflush(stdout);
}

/// The bare loop: the same slot-per-6-connections QNAM setup as the harness, with no recording.
void bareQnam(const KeySet &keys, int port, int concurrency)
{
    const int perManager = 6;
    std::vector<std::unique_ptr<QNetworkAccessManager>> managers;
    for (int i = 0; i < (concurrency + perManager - 1) / perManager; ++i)
        managers.push_back(std::make_unique<QNetworkAccessManager>());
    const QByteArray base = "http://127.0.0.1:" + QByteArray::number(port);
    qsizetype next = 0, done = 0, ok = 0;
    QEventLoop loop;
    std::function<void(int)> send = [&](int slot) {
        if (next >= keys.size())
            return;
        QNetworkRequest request(QUrl::fromEncoded(base + keys.at(next++).toByteArray()));
        QNetworkReply *reply = managers[size_t(slot / perManager)]->get(request);
        QObject::connect(reply, &QNetworkReply::finished, &loop, [&, reply, slot] {
            ok += reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200;
            reply->deleteLater();
            if (++done == keys.size())
                loop.quit();
            send(slot);
        });
    };
    QElapsedTimer wall;
    wall.start();
    const double cpu0 = cpuSeconds();
    for (int s = 0; s < concurrency; ++s)
        send(s);
    loop.exec();
    const double seconds = wall.nsecsElapsed() / 1e9;
    std::printf("bare QNAM GET loop: %lld requests (%lld ok) in %.1f s, %.0f req/s, client CPU %.0f us/request\n",
                qint64(done), qint64(ok), seconds, double(done) / seconds, (cpuSeconds() - cpu0) * 1e6 / double(done));
    std::fflush(stdout);
}

void runWrk(const QString &dir, int port, int seconds)
{
    const QString script = dir + QStringLiteral("/keys.lua");
    QFile f(script);
    if (f.open(QIODevice::WriteOnly))
        f.write("math.randomseed(1)\n"
                "request = function()\n"
                "  return wrk.format(\"GET\", string.format(\"/objects/%08x%08x\", math.random(0, 4294967295), "
                "math.random(0, 4294967295)))\n"
                "end\n");
    f.close();
    QProcess wrk;
    wrk.setProcessChannelMode(QProcess::MergedChannels);
    const QStringList args{QStringLiteral("-t2"), QStringLiteral("-c32"), QStringLiteral("-d%1s").arg(seconds),
                           QStringLiteral("-s"), script, QStringLiteral("http://127.0.0.1:%1/").arg(port)};
    wrk.start(QStringLiteral("wrk"), args);
    if (!wrk.waitForStarted(5000)) {
        std::printf("wrk: not available (%s)\n", qPrintable(wrk.errorString()));
        return;
    }
    wrk.waitForFinished(seconds * 1000 + 30000);
    const QString output = QString::fromLocal8Bit(wrk.readAll());
    for (const QString &line : output.split(QLatin1Char('\n'))) {
        if (line.contains(QStringLiteral("Requests/sec")) || line.contains(QStringLiteral("Latency"))
            || line.contains(QStringLiteral("requests in")) || line.contains(QStringLiteral("Non-2xx")))
            std::printf("wrk -t2 -c32 -d%ds (random /objects/<16 hex> paths): %s\n", seconds, qPrintable(line.trimmed()));
    }
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto value = [&args](const char *name, qint64 fallback) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1].toLongLong() : fallback;
    };
    const qsizetype keys = value("--keys", 1000000);
    const qsizetype bareKeys = value("--bare-keys", keys);
    const int concurrency = int(value("--concurrency", 32));
    const int wrkSeconds = int(value("--wrk-seconds", 20));
    const int base = PortProbe::findFreeBase(101, 9001);
    std::printf("bench_live: nginx, 100 backends on 127.0.0.1:%d-%d, concurrency %d, %d cores\n", base, base + 99,
                concurrency, QThread::idealThreadCount());

    if (!args.contains(QStringLiteral("--skip-harness"))) {
        harness(keys, concurrency, LoadEngineKind::Qnam, base);
        harness(keys, concurrency, LoadEngineKind::Raw, base);
    }

    // Same config, processes started here, for the bare loop and wrk.
    QTemporaryDir dir;
    LiveRunConfig config;
    config.basePort = base;
    BackendFarm farm;
    const SystemDescription &system = *SystemRegistry::find(QStringLiteral("nginx"));
    ProxyProcess proxy(system);
    SystemConfigInput input;
    input.dir = dir.path();
    input.servers = config.servers();
    input.listenPort = base + 100;
    input.settings = config.effectiveSettings();
    QString error;
    QString nginx = ManagedProcess::findProgram(QStringLiteral("nginx"), {}, &error);
    if (nginx.isEmpty() || !farm.start(nginx, dir.path(), base, 100, &error)
        || !proxy.start(nginx, input, &error)) {
        std::printf("cannot start nginx: %s\n", qPrintable(error));
        return 1;
    }
    for (int i = 0; i < 200 && PortProbe::listeningIn(base, 101).size() < 101; ++i)
        QThread::msleep(25);
    bareQnam(KeySet::generate(bareKeys, 1), base + 100, concurrency);
    runWrk(dir.path(), base + 100, wrkSeconds);
    proxy.stop();
    farm.stop();
    return 0;
}
