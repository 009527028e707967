// bench_sim: the seed-000 table (N = 100, k = 1 … 100,000, 400 rings per row) on the explicit
// path — every point placed — with all cores, then the numpy baseline (bench/numpy_baseline.py,
// random points + sort + diff + bincount) in the same run. Prints wall time and points placed
// per second per core for both, and CPU time beside wall time (on a shared machine wall time
// measures the other tenants too; the CPU-time ratio is the load-independent one). Options:
// --rings R, --threads T, --points LIST, --rule next|nearest, --no-numpy, --numpy-seconds S
// (time budget per numpy row).
#include "ringcore/sim/simresultio.h"
#include "ringcore/sim/simulator.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTextStream>

#include <sys/resource.h>

#include <thread>

using namespace ringcore;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments();
    auto value = [&](const char *name, const QString &fallback) {
        const int i = int(args.indexOf(QLatin1String(name)));
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
    };
    QTextStream out(stdout);
    SimSetting base;
    base.servers = 100;
    base.rings = value("--rings", QStringLiteral("400")).toInt();
    base.path = SimPath::Explicit;
    base.baseSeed = 1;
    const QString rule = value("--rule", QStringLiteral("next"));
    if (rule != QLatin1String("next") && rule != QLatin1String("nearest")) {
        out << "--rule: next or nearest\n";
        return 1;
    }
    base.rule = rule == QLatin1String("nearest") ? LookupRule::Nearest : LookupRule::Next;
    const int threads = value("--threads", QString::number(Simulator::defaultThreads())).toInt();
    std::vector<int> points;
    for (const QString &p : value("--points", QStringLiteral("1,11,16,160,1600,10000,100000")).split(QLatin1Char(',')))
        points.push_back(p.toInt());

    auto loadAverage = [] {
        QFile f(QStringLiteral("/proc/loadavg"));
        return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2) : QStringLiteral("?");
    };
    out << "bench_sim: N=100, " << base.rings << " rings per row, rule " << rule << ", explicit path, " << threads
        << " threads (" << std::thread::hardware_concurrency() << " cores), "
        << QDateTime::currentDateTimeUtc().toString(Qt::ISODate) << ", load average " << loadAverage() << "\n";
    out.flush();
    // CPU time as well as wall time: on a shared machine wall time measures the other tenants too.
    auto cpuSeconds = [] {
        rusage u{};
        getrusage(RUSAGE_SELF, &u);
        return double(u.ru_utime.tv_sec) + u.ru_utime.tv_usec / 1e6 + double(u.ru_stime.tv_sec) + u.ru_stime.tv_usec / 1e6;
    };
    const double cpuBefore = cpuSeconds();
    const std::vector<SimulationResult> results = Simulator::sweep(base, points, {}, {}, {}, threads);
    const double cpu = cpuSeconds() - cpuBefore;
    double seconds = 0;
    int64_t placed = 0;
    for (const SimulationResult &r : results) {
        if (!r.ok()) {
            out << r.error << '\n';
            return 1;
        }
        seconds += r.seconds;
        placed += r.pointsPlaced;
    }
    out << SimResultIo::tableText(results);
    for (const SimulationResult &r : results)
        out << QStringLiteral("  k=%1: %2 s wall, %3 M points/s/core\n")
                   .arg(r.setting.points)
                   .arg(r.seconds, 0, 'f', 2)
                   .arg(double(r.pointsPlaced) / r.seconds / threads / 1e6, 0, 'f', 1);
    const double perCore = double(placed) / seconds / threads;
    out << QStringLiteral("RingLab explicit path: %1 points in %2 s wall on %3 threads = %4 M points/s/core\n")
               .arg(placed)
               .arg(seconds, 0, 'f', 2)
               .arg(threads)
               .arg(perCore / 1e6, 0, 'f', 1);
    out << QStringLiteral("CPU time %1 s = %2 M points per CPU-second\n").arg(cpu, 0, 'f', 2).arg(double(placed) / cpu / 1e6, 0, 'f', 1);
    out.flush();

    if (args.contains(QStringLiteral("--no-numpy")))
        return 0;
    const QString script = QFileInfo(QStringLiteral(__FILE__)).dir().filePath(QStringLiteral("numpy_baseline.py"));
    QProcess py;
    QStringList pyArgs{script, QStringLiteral("--servers"), QStringLiteral("100"), QStringLiteral("--rings"),
                       QString::number(base.rings), QStringLiteral("--rule"), rule, QStringLiteral("--points"),
                       value("--points", QStringLiteral("1,11,16,160,1600,10000,100000")),
                       QStringLiteral("--max-seconds-per-row"), value("--numpy-seconds", QStringLiteral("6")),
                       QStringLiteral("--json")};
    // Debian's python3-numpy lives with /usr/bin/python3 (not a pyenv/venv python on PATH).
    py.start(QFileInfo::exists(QStringLiteral("/usr/bin/python3")) ? QStringLiteral("/usr/bin/python3")
                                                                   : QStringLiteral("python3"),
             pyArgs);
    if (!py.waitForFinished(-1) || py.exitCode() != 0) {
        out << "numpy baseline failed: " << py.readAllStandardError() << '\n';
        return 1;
    }
    const QJsonObject np = QJsonDocument::fromJson(py.readAllStandardOutput()).object();
    for (const QJsonValue &row : np.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject o = row.toObject();
        out << QStringLiteral("  numpy k=%1: %2 rings, %3 s wall, %6 s CPU, %4 M points/s, cv_rms %5\n")
                   .arg(o.value(QStringLiteral("points")).toInt())
                   .arg(o.value(QStringLiteral("rings")).toInt())
                   .arg(o.value(QStringLiteral("seconds")).toDouble(), 0, 'f', 2)
                   .arg(o.value(QStringLiteral("points_per_second")).toDouble() / 1e6, 0, 'f', 2)
                   .arg(o.value(QStringLiteral("cv_rms")).toDouble(), 0, 'f', 4)
                   .arg(o.value(QStringLiteral("cpu_seconds")).toDouble(), 0, 'f', 2);
    }
    const double npRate = np.value(QStringLiteral("points_per_second")).toDouble();
    out << QStringLiteral("numpy %1 baseline (one core): %2 M points/s/core\n")
               .arg(np.value(QStringLiteral("numpy")).toString())
               .arg(npRate / 1e6, 0, 'f', 2);
    out << QStringLiteral("speed-up per core: %1x\n").arg(perCore / npRate, 0, 'f', 1);
    const double npCpuRate = np.value(QStringLiteral("points_per_cpu_second")).toDouble();
    const double cpuRate = double(placed) / cpu;
    out << QStringLiteral("CPU time: RingLab %1 M points per CPU-second, numpy %2 M points per CPU-second: "
                          "speed-up per core (CPU time) %3x (goal 20x); load average now %4\n")
               .arg(cpuRate / 1e6, 0, 'f', 1)
               .arg(npCpuRate / 1e6, 0, 'f', 2)
               .arg(cpuRate / npCpuRate, 0, 'f', 1)
               .arg(loadAverage());
    // The line above weights numpy's rows by the rings its time budget let it finish (3 rings at
    // k = 100,000, 400 at k = 160), RingLab's by the full table: two different mixes of work. On
    // the same work, numpy's CPU time is each row's CPU seconds per point times the points
    // RingLab placed in that row.
    double npSameWork = 0;
    bool allRows = true;
    for (const SimulationResult &r : results) {
        bool found = false;
        for (const QJsonValue &row : np.value(QStringLiteral("rows")).toArray()) {
            const QJsonObject o = row.toObject();
            if (o.value(QStringLiteral("points")).toInt() != r.setting.points)
                continue;
            const double npPoints = double(o.value(QStringLiteral("rings")).toInt()) * r.setting.points * base.servers;
            if (npPoints > 0) {
                npSameWork += o.value(QStringLiteral("cpu_seconds")).toDouble() / npPoints * double(r.pointsPlaced);
                found = true;
            }
        }
        allRows = allRows && found;
    }
    if (allRows && npSameWork > 0)
        out << QStringLiteral("Same work (RingLab's rows, numpy's CPU seconds per point in each row): numpy %1 CPU-s, "
                              "RingLab %2 CPU-s: speed-up per core %3x (goal 20x)\n")
                   .arg(npSameWork, 0, 'f', 1)
                   .arg(cpu, 0, 'f', 2)
                   .arg(npSameWork / cpu, 0, 'f', 1);
    return 0;
}
