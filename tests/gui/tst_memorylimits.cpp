// Issue 33.5 / 34.11 / 33.15: a valid experiment too large for memory (1,000 servers of nginx
// weight 1,000 = 160 M points; 100,000 servers on the Removal page; a weight of 2,147,483,647)
// took `figure ring` / `figure removal` and the GUI to std::bad_alloc after 8 GB. Now every path
// that builds a ring or a matrix checks its estimate first and refuses with what is too large
// and what to lower; the Ring page's table shows no numbers that were not computed; a PNG too
// large for memory is one clear message; long figure jobs print a progress line with an estimate.
//
// The CLI runs under `prlimit --as` and this process lowers its own RLIMIT_AS for the GUI cases,
// so that a regression fails fast (bad_alloc, a crash) instead of eating the machine's memory.
#include "support/clirunner.h"

#include "gui/export/figureprogress.h"
#include "gui/removal/removalpage.h"
#include "gui/ring/ringpage.h"
#include "gui/servers/servertablemodel.h"
#include "gui/common/snapshotservice.h"
#include "ringcore/experiment/experimentio.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/buildestimate.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <unistd.h>

using namespace ringcore;
using namespace ringlab::gui;
using ringlab::test::runProcess;

namespace {

ServerList servers(int count, int weight)
{
    ServerList list;
    for (int i = 0; i < count; ++i)
        list.append(Server{QStringLiteral("10.%1.%2.%3:80").arg(i / 62500).arg(i / 250 % 250).arg(i % 250 + 1), weight, false});
    return list;
}

Experiment experiment(const QString &algorithm, int count, int weight)
{
    Experiment e = Experiment::defaultExperiment();
    e.algorithm = algorithm;
    e.options.clear();
    e.servers = servers(count, weight);
    e.keys = 2000;
    return e;
}

/// Lowers this process's address-space limit to its current size + `extra` bytes for a scope: a
/// build that ignores the estimate fails at once instead of taking the machine's memory.
class AddressLimit
{
public:
    explicit AddressLimit(double extra)
    {
        ::getrlimit(RLIMIT_AS, &m_saved);
        QFile statm(QStringLiteral("/proc/self/statm"));
        statm.open(QIODevice::ReadOnly);
        const double pages = statm.readAll().split(' ').value(0).toDouble();
        struct rlimit l = m_saved;
        l.rlim_cur = rlim_t(pages * double(::sysconf(_SC_PAGE_SIZE)) + extra);
        ::setrlimit(RLIMIT_AS, &l);
    }
    ~AddressLimit() { ::setrlimit(RLIMIT_AS, &m_saved); }

private:
    struct rlimit m_saved = {};
};

} // namespace

class TestMemoryLimits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const Experiment &e, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QString error;
        if (!ExperimentIo::write(path, e, &error))
            qWarning("%s", qPrintable(error));
        return path;
    }

    // ringlab-cli figure KIND under an address-space limit of `limit` bytes.
    ringlab::test::ProcessRun figure(const QStringList &args, double limit, const QProcessEnvironment &env = {})
    {
        return runProcess(QStringLiteral("prlimit"),
                          QStringList{QStringLiteral("--as=%1").arg(qint64(limit)), QStringLiteral("--"),
                                      ringlab::test::cliPath(), QStringLiteral("figure")}
                              + args,
                          300000, env);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The points a ring will have, known before building it: what the snapshot's estimate counts.
    void estimatedPointsMatchTheBuild()
    {
        ServerList list = servers(5, 1);
        for (int i = 0; i < list.size(); ++i)
            list[i].weight = i % 3 + 1;
        int known = 0;
        for (const AlgorithmInfo &info : AlgorithmRegistry::all()) {
            if (info.structure != AlgorithmInfo::Structure::Points)
                continue;
            ServerList own = list;
            for (Server &s : own)
                s.weight = std::clamp(s.weight, info.minWeight, info.maxWeight);
            QString error;
            const auto built = AlgorithmRegistry::create(info.name, own, {}, &error);
            QVERIFY2(built, qPrintable(info.name + QStringLiteral(": ") + error));
            const double estimate = BuildEstimate::points(info, own, {});
            const double real = double(built->pointCount());
            if (estimate == 0) // known only once built: RingSnapshotBuilder::snapshotFits checks it then
                continue;
            ++known;
            QVERIFY2(real > 0 && estimate >= real && estimate <= real * 1.1,
                     qPrintable(QStringLiteral("%1: estimated %2 points, built %3").arg(info.name).arg(estimate).arg(real)));
        }
        QVERIFY(known >= 5); // nginx, HAProxy, dnsdist, Traffic Server, the ideal ring, …
    }

    // The estimate is what the Ring page really allocates: ringlab-figure's peak RSS for a ring of
    // 8 M points (each rule) is within 1.5× of it, both ways.
    void snapshotEstimateIsWithinOneAndAHalfOfThePeak_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("weight");
        QTest::newRow("nginx, next point") << QStringLiteral("nginx") << 1000 << 50;
        QTest::newRow("haproxy, nearest point") << QStringLiteral("haproxy") << 2000 << 256;
    }

    void snapshotEstimateIsWithinOneAndAHalfOfThePeak()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, count);
        QFETCH(int, weight);
        const Experiment e = experiment(algorithm, count, weight);
        const double estimate = RingSnapshotBuilder::estimateBytes(e);
        const QString renderer = QFileInfo(ringlab::test::cliPath()).dir().filePath(QStringLiteral("ringlab-figure"));
        const auto r = runProcess(QStringLiteral("/usr/bin/time"),
                                  {QStringLiteral("-f"), QStringLiteral("peak %M"), renderer, QStringLiteral("ring"),
                                   QStringLiteral("--experiment"), write(e, QStringLiteral("peak.json")), QStringLiteral("--out"),
                                   m_dir.filePath(QStringLiteral("peak")), QStringLiteral("--formats"), QStringLiteral("csv")},
                                  300000);
        QVERIFY2(r.code == 0, r.err.constData());
        const qsizetype at = r.err.lastIndexOf("peak ");
        QVERIFY2(at >= 0, r.err.constData());
        const double peak = r.err.mid(at + 5).trimmed().toDouble() * 1024;
        qInfo("%s: estimate %.0f MB, peak RSS %.0f MB, estimate/peak %.2f", qPrintable(algorithm), estimate / 1e6, peak / 1e6,
              estimate / peak);
        QVERIFY2(peak > 300e6, "the case is too small to check the ratio");
        QVERIFY2(estimate / peak >= 1 / 1.5 && estimate / peak <= 1.5, qPrintable(QString::number(estimate / peak)));
    }

    // 33.5: 160 M points refused before anything is built, naming the points and the weights.
    void figureRingRefusesWithoutAllocating()
    {
        const QString path = write(experiment(QStringLiteral("nginx"), 1000, 1000), QStringLiteral("big.json"));
        const QString out = m_dir.filePath(QStringLiteral("ring"));
        const auto r = figure({QStringLiteral("ring"), QStringLiteral("--experiment"), path, QStringLiteral("--out"), out},
                              4e9);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("memory: the ring of this nginx setting (160,000,000 points) needs about"), r.err.constData());
        QVERIFY2(r.err.contains("lower the weights (the largest is 1,000)"), r.err.constData());
        QVERIFY2(!r.err.contains("crashed") && !r.err.contains("bad_alloc"), r.err.constData());
        QVERIFY(QDir(out).entryList(QDir::Files).isEmpty());
        // The same servers at weight 1 fit under the same limit and are drawn.
        const QString small = write(experiment(QStringLiteral("nginx"), 1000, 1), QStringLiteral("small.json"));
        const auto ok = figure({QStringLiteral("ring"), QStringLiteral("--experiment"), small, QStringLiteral("--out"), out,
                                QStringLiteral("--formats"), QStringLiteral("svg")},
                               4e9);
        QVERIFY2(ok.code == 0, ok.err.constData());
        QVERIFY(QFile::exists(out + QStringLiteral("/ring.svg")));
    }

    // 33.5: the removal matrices of 100,000 servers (2 × 80 GB) refused, naming the servers.
    void figureRemovalRefusesWithoutAllocating()
    {
        const QString path = write(experiment(QStringLiteral("nginx"), 100000, 1), QStringLiteral("wide.json"));
        const auto r = figure({QStringLiteral("removal"), QStringLiteral("--experiment"), path, QStringLiteral("--out"),
                               m_dir.filePath(QStringLiteral("removal"))},
                              4e9);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("memory: removing each of 100,000 servers in turn"), r.err.constData());
        QVERIFY2(r.err.contains("use fewer servers (about "), r.err.constData());
        QVERIFY2(!r.err.contains("crashed"), r.err.constData());
    }

    // 33.15: a PNG too large for the memory left is one clear message, not thousands of Qt warnings.
    void pngTooLargeForMemoryIsOneMessage()
    {
        const auto r = figure({QStringLiteral("ring"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("png")),
                               QStringLiteral("--formats"), QStringLiteral("png"), QStringLiteral("--size"),
                               QStringLiteral("40x40in"), QStringLiteral("--dpi"), QStringLiteral("400")},
                              1.0e9);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("16000×16000 pixel PNG") && r.err.contains("lower the DPI or the size"), r.err.constData());
        QVERIFY2(r.err.count('\n') <= 3, r.err.constData());
        QVERIFY2(!r.err.contains("QPainter") && !r.err.contains("Cannot encode"), r.err.constData());
    }

    // 33.15: the line and its estimate; quick jobs print nothing.
    void progressLineHasAnEstimate()
    {
        QCOMPARE(FigureProgress::line(QStringLiteral("spread sweep"), 25, 70000),
                 QStringLiteral("spread sweep: 25 % after 1 min 10 s, about 3 min 30 s left"));
        QCOMPARE(FigureProgress::duration(2 * 3600 * 1000 + 600000), QStringLiteral("2 h 10 min"));
        QStringList lines;
        FigureProgress quiet(QStringLiteral("x"), 60000, [&](const QString &l) { lines << l; });
        quiet.report(50);
        QVERIFY(lines.isEmpty());
        FigureProgress often(QStringLiteral("x"), 1, [&](const QString &l) { lines << l; });
        QTest::qWait(5);
        often.report(50);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().startsWith(QStringLiteral("x: 50 % after ")) && lines.first().endsWith(QStringLiteral(" left")),
                 qPrintable(lines.first()));
        // The figure tool prints it on stderr for a sweep that runs longer than an interval.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RINGLAB_PROGRESS_MS"), QStringLiteral("50"));
        const auto r = figure({QStringLiteral("spread"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("spread")),
                               QStringLiteral("--formats"), QStringLiteral("csv"), QStringLiteral("--rings"),
                               QStringLiteral("2000"), QStringLiteral("--servers"), QStringLiteral("200")},
                              8e9, env);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.contains("spread sweep: ") && r.err.contains(" % after ") && r.err.contains(" left"), r.err.constData());
    }

    // 33.5 + 34.11: the Ring page says what is too large and what to lower, shows no numbers it
    // did not compute, and stays alive.
    void ringPageRefusesAndShowsNoNumbers_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("weight");
        QTest::addColumn<QString>("says");
        QTest::newRow("1,000 x 1,000") << 1000 << 1000 << QStringLiteral("lower the weights (the largest is 1,000)");
        QTest::newRow("weight 2,147,483,647") << 100 << 2147483647
                                               << QStringLiteral("lower the weights (the largest is 2,147,483,647)");
    }

    void ringPageRefusesAndShowsNoNumbers()
    {
        QFETCH(int, count);
        QFETCH(int, weight);
        QFETCH(QString, says);
        const AddressLimit limit(3e9);
        RingPage page;
        page.resize(1000, 700);
        page.show();
        page.setExperiment(experiment(QStringLiteral("nginx"), count, weight));
        SnapshotService *service = page.snapshotService();
        QVERIFY(QTest::qWaitFor([&] { return !service->isBusy() && service->snapshot(); }, 60000));
        const RingSnapshotPtr s = service->snapshot();
        QVERIFY(!s->ok());
        QVERIFY2(s->error.startsWith(QStringLiteral("memory: ")) && s->error.contains(says), qPrintable(s->error));
        const ServerTableModel *model = page.serverModel();
        QCOMPARE(model->rowCount(), count);
        for (int row : {0, count - 1}) {
            QCOMPARE(model->index(row, ServerTableModel::WeightColumn).data().toInt(), weight); // the input stays
            for (int column : {ServerTableModel::PointsColumn, ServerTableModel::ShareColumn, ServerTableModel::LoadColumn,
                               ServerTableModel::KeysColumn}) {
                QCOMPARE(model->index(row, column).data().toString(), QStringLiteral("—"));
                QVERIFY(model->index(row, column).data(Qt::ToolTipRole).toString().contains(says));
            }
            QCOMPARE(model->index(row, ServerTableModel::BarColumn).data(ServerTableModel::MaxShareRole).toDouble(), 0.0);
        }
        // Still alive: a smaller experiment builds and the numbers come back.
        page.setExperiment(experiment(QStringLiteral("nginx"), 10, 1));
        QVERIFY(QTest::qWaitFor([&] { return !service->isBusy() && service->snapshot() && service->snapshot()->ok(); }, 60000));
        QCOMPARE(model->index(0, ServerTableModel::PointsColumn).data().toString(), QStringLiteral("160"));
    }

    // 33.5: the Removal page with 100,000 servers says why there is no heatmap and stays alive.
    void removalPageRefuses()
    {
        const AddressLimit limit(3e9);
        RemovalPage page;
        page.setConfig(1, RemovalConfig{QStringLiteral("haproxy"), 1});
        QSignalSpy shown(&page, &RemovalPage::dataShown);
        page.setExperiment(experiment(QStringLiteral("nginx"), 100000, 1));
        QTRY_VERIFY2_WITH_TIMEOUT(shown.count() >= 1 && !page.isBusy(),
                                  qPrintable(QStringLiteral("shown %1 times, busy: %2, status: %3")
                                                 .arg(shown.count())
                                                 .arg(page.isBusy())
                                                 .arg(page.findChild<QLabel *>(QStringLiteral("removalStatus"))->text())),
                                  120000);
        QTest::qWait(400); // longer than the page's 250 ms debounce: nothing asks a second time
        QCOMPARE(shown.count(), 1);
        const auto *status = page.findChild<QLabel *>(QStringLiteral("removalStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QLatin1String("memory: removing each of 100,000 servers in turn")),
                 qPrintable(status->text()));
        QVERIFY(page.pair().matrix[0].received.empty() && page.pair().matrix[1].received.empty());
    }
};

QTEST_MAIN(TestMemoryLimits)
#include "tst_memorylimits.moc"
