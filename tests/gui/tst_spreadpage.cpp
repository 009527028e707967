// Spread page: the charts get the expected series and point counts for a known experiment,
// results are cached per setting, and a running sweep can be cancelled.
#include "gui/export/figurepanel.h"
#include "gui/spread/spreadfigures.h"
#include "gui/spread/spreadjob.h"
#include "gui/spread/spreadpage.h"

#include "ringcore/analysis/theory.h"
#include "ringcore/core/serverlistparser.h"

#include <QAreaSeries>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include "ringcore/sim/minpointssearch.h"

#include <QSignalSpy>
#include <QTest>
#include <QXYSeries>

#include <cmath>

using namespace ringlab::gui;

namespace {

ringcore::Experiment experiment(int servers, qint64 keys)
{
    ringcore::Experiment e;
    e.algorithm = QStringLiteral("nginx");
    QString error;
    e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-%1").arg(9000 + servers), &error);
    e.keys = keys;
    e.seed = 7;
    return e;
}

QList<QAbstractSeries *> named(QChart *chart, const QString &name)
{
    QList<QAbstractSeries *> out;
    for (QAbstractSeries *s : chart->series())
        if (s->objectName() == name)
            out.append(s);
    return out;
}

int pointCount(QAbstractSeries *series)
{
    return static_cast<QXYSeries *>(series)->count();
}

void configure(SpreadPage &page)
{
    page.ringsBox()->setValue(20);
    page.maxPointsBox()->setCurrentIndex(page.maxPointsBox()->findData(256)); // k = 1 … 256: 9 settings
}

} // namespace

class TestSpreadPage : public QObject
{
    Q_OBJECT
private slots:
    void chartsHaveExpectedSeries()
    {
        SpreadPage page;
        configure(page);
        QSignalSpy shown(&page, &SpreadPage::dataShown);
        page.setExperiment(experiment(20, 4000));
        QVERIFY(shown.wait(60000) || shown.count() > 0);
        QCOMPARE(page.serversBox()->value(), 20);
        const SpreadData &data = page.data();
        QCOMPARE(int(data.next.size()), 9);
        QCOMPARE(int(data.nearest.size()), 9);

        QChart *cv = page.cvPanel()->chartView()->chart();
        QCOMPARE(named(cv, QStringLiteral("simNext")).size(), 1);
        QCOMPARE(pointCount(named(cv, QStringLiteral("simNext")).first()), 9);
        QCOMPARE(pointCount(named(cv, QStringLiteral("simNearest")).first()), 9);
        QCOMPARE(named(cv, QStringLiteral("errorBar")).size(), 9);
        QVERIFY(pointCount(named(cv, QStringLiteral("cloudflare")).first()) > 20);
        QVERIFY(pointCount(named(cv, QStringLiteral("invSqrtK")).first()) > 20);
        QCOMPARE(named(cv, QStringLiteral("marker")).size(), int(SpreadJob::markers(20).size()));
        // The formula curve is Cloudflare's: check one point against ringcore's theory.
        const auto *formula = static_cast<QXYSeries *>(named(cv, QStringLiteral("cloudflare")).first());
        const QPointF p = formula->at(10);
        QCOMPARE(p.y(), ringcore::Theory::cvFormula(20, p.x()));
        // The simulated CV at k = 160 … sits near the formula (20 rings: within 15%).
        for (const auto &r : data.next)
            QVERIFY(std::abs(r.stats.cvRms / ringcore::Theory::cvFormula(20, r.setting.points) - 1) < 0.15);

        QChart *busiest = page.busiestPanel()->chartView()->chart();
        QCOMPARE(named(busiest, QStringLiteral("band")).size(), 1);
        QCOMPARE(pointCount(named(busiest, QStringLiteral("busiestMean")).first()), 9);
        QVERIFY(pointCount(named(busiest, QStringLiteral("gammaMax")).first()) > 20);
        auto *band = static_cast<QAreaSeries *>(named(busiest, QStringLiteral("band")).first());
        QCOMPARE(band->upperSeries()->count(), 9);
        QCOMPARE(band->lowerSeries()->count(), 9);
        QChart *quietest = page.quietestPanel()->chartView()->chart();
        QCOMPARE(pointCount(named(quietest, QStringLiteral("quietestMean")).first()), 9);

        QChart *load = page.loadPanel()->chartView()->chart();
        auto *bars = static_cast<QBarSeries *>(named(load, QStringLiteral("loadBars")).first());
        QCOMPARE(bars->count(), 2); // exact shares and routed keys
        QCOMPARE(bars->barSets().at(0)->count(), 20);
        QCOMPARE(bars->barSets().at(1)->count(), 20);
        // Sorted, busiest first, and marked.
        QVERIFY(bars->barSets().at(0)->at(0) >= bars->barSets().at(0)->at(19));
        QVERIFY(bars->barSets().at(0)->isBarSelected(0));
        QVERIFY(bars->barSets().at(0)->isBarSelected(19));
        QCOMPARE(named(load, QStringLiteral("fair")).size(), 1);

        QCOMPARE(page.figures().size(), 4);
    }

    void cachedPerSetting()
    {
        SpreadPage page;
        configure(page);
        QSignalSpy shown(&page, &SpreadPage::dataShown);
        page.setExperiment(experiment(10, 0));
        QVERIFY(shown.wait(60000) || shown.count() > 0);
        QCOMPARE(page.cacheSize(), 1);
        const double first = page.data().next.front().stats.cvRms;
        shown.clear();
        page.recompute(); // same setting: served at once from the cache
        QCOMPARE(shown.count(), 1);
        QVERIFY(!page.isBusy());
        QCOMPARE(page.data().next.front().stats.cvRms, first);
        QCOMPARE(page.cacheSize(), 1);
    }

    void cancelStopsTheSweep()
    {
        SpreadPage page;
        page.ringsBox()->setValue(5000);
        page.maxPointsBox()->setCurrentIndex(page.maxPointsBox()->count() - 1);
        QSignalSpy shown(&page, &SpreadPage::dataShown);
        page.setExperiment(experiment(500, 0));
        QVERIFY(page.isBusy());
        page.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 30000);
        QCOMPARE(shown.count(), 0);
        QCOMPARE(page.cacheSize(), 0); // a cancelled run is never cached
    }

    void pointsNeededReadout()
    {
        // The gamma model's busiest at the answer is within 1+ε, one point fewer is not.
        const long long k = SpreadFigures::pointsNeededTheory(100, 0.1);
        QVERIFY(k > 100);
        QVERIFY(ringcore::Theory::expectedBusiest(100, double(k)) <= 1.1);
        QVERIFY(ringcore::Theory::expectedBusiest(100, double(k - 1)) > 1.1);
        SpreadPage page;
        page.serversBox()->setValue(100);
        page.epsilonBox()->setValue(0.1);
        QVERIFY(page.pointsNeededLabel()->text().contains(QLocale().toString(k)));

        // The simulated answer replaces "simulating…" and is exactly what MinPointsSearch finds.
        page.ringsBox()->setValue(100);
        QSignalSpy simulated(&page, &SpreadPage::pointsNeededShown);
        QTRY_VERIFY_WITH_TIMEOUT(!page.isSearchingPointsNeeded() && simulated.count() > 0, 60000);
        ringcore::SimSetting base;
        base.servers = 100;
        base.rings = 100;
        const ringcore::MinPointsResult expected = ringcore::MinPointsSearch::find(base, 0.1, 0.95, 10'000'000, nullptr, 1);
        QVERIFY(expected.points > 0);
        const QString text = page.pointsNeededLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("k = ") + QLocale().toString(expected.points)), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("simulating")), qPrintable(text));

        // A new ε makes it stale at once.
        page.epsilonBox()->setValue(0.2);
        QVERIFY(page.pointsNeededLabel()->text().contains(QStringLiteral("simulating")));
        QVERIFY(page.isSearchingPointsNeeded());
    }
};

QTEST_MAIN(TestSpreadPage)
#include "tst_spreadpage.moc"
