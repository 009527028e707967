// Removal page: each heatmap cell equals ringcore's remap figure for that removal, both sides
// share one colour scale, and the summary model is a well-behaved model.
#include "gui/removal/heatmapview.h"
#include "gui/removal/removalpage.h"
#include "gui/removal/removalsummarymodel.h"

#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace ringlab::gui;

namespace {

ringcore::Experiment experiment()
{
    ringcore::Experiment e;
    e.algorithm = QStringLiteral("nginx");
    QString error;
    e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9012"), &error);
    e.keys = 5000;
    e.seed = 3;
    return e;
}

} // namespace

class TestRemovalPage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(ringcore::AlgorithmRegistry::find(QStringLiteral("nginx")));
        QVERIFY(ringcore::AlgorithmRegistry::find(QStringLiteral("haproxy")));
    }

    void heatmapCellsEqualRemap_data()
    {
        QTest::addColumn<int>("side");
        QTest::newRow("nginx") << 0;
        QTest::newRow("haproxy weight 1") << 1;
    }
    void heatmapCellsEqualRemap()
    {
        QFETCH(int, side);
        RemovalPage page;
        page.setConfig(1, RemovalConfig{QStringLiteral("haproxy"), 1});
        QSignalSpy shown(&page, &RemovalPage::dataShown);
        const ringcore::Experiment e = experiment();
        page.setExperiment(e);
        QVERIFY(shown.wait(60000) || shown.count() > 0);
        const RemovalConfig config = page.config(side);
        HeatmapView *view = page.heatmap(side);
        ringcore::ServerList servers = e.servers;
        if (config.weight > 0)
            for (ringcore::Server &s : servers)
                s.weight = config.weight;
        const ringcore::KeySource keys = ringcore::KeySource::generated(e.keys, e.seed);
        for (int removed : {0, 5, 11}) {
            ringcore::RemovalResult result;
            QString error;
            QVERIFY2(ringcore::RemapAnalysis::removal(config.algorithm, servers, {}, {removed}, keys,
                                                      ringcore::RemapAnalysis::Mode::Auto, &result, &error),
                     qPrintable(error));
            double sum = 0;
            for (int receiver = 0; receiver < int(servers.size()); ++receiver) {
                const double expected = receiver < int(result.received.size()) ? result.received[size_t(receiver)] : 0;
                QVERIFY2(qAbs(view->cellValue(removed, receiver) - expected) < 1e-12,
                         qPrintable(QStringLiteral("cell (%1, %2): %3 vs %4")
                                        .arg(removed).arg(receiver).arg(view->cellValue(removed, receiver)).arg(expected)));
                sum += view->cellValue(removed, receiver);
            }
            QVERIFY(qAbs(sum - 1) < 1e-9); // every key of the removed server went somewhere
            QVERIFY(!view->cellText(removed, (removed + 1) % 12).isEmpty());
        }
    }

    void sharedColourScaleAndModel()
    {
        RemovalPage page;
        page.setConfig(1, RemovalConfig{QStringLiteral("haproxy"), 1});
        QSignalSpy shown(&page, &RemovalPage::dataShown);
        page.setExperiment(experiment());
        QVERIFY(shown.wait(60000) || shown.count() > 0);
        QCOMPARE(page.heatmap(0)->scaleMax(), page.heatmap(1)->scaleMax());
        QVERIFY(page.heatmap(0)->scaleMax() > 0);
        RemovalSummaryModel *model = page.summary(0);
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 12);
        const ringcore::RemovalMatrix &m = page.pair().matrix[0];
        QCOMPARE(model->data(model->index(3, RemovalSummaryModel::Receivers), RemovalSummaryModel::RawRole).toInt(),
                 m.receivers[3]);
        QCOMPARE(model->data(model->index(3, RemovalSummaryModel::Largest), RemovalSummaryModel::RawRole).toDouble(),
                 m.largestShare[3]);
        // HAProxy weight 1 (16 points) scatters a removed server's keys over fewer receivers than
        // nginx's 160 points: the seed's point, visible in the summaries.
        double nginxReceivers = 0, haproxyReceivers = 0;
        for (int r = 0; r < 12; ++r) {
            nginxReceivers += page.pair().matrix[0].receivers[size_t(r)];
            haproxyReceivers += page.pair().matrix[1].receivers[size_t(r)];
        }
        QVERIFY(nginxReceivers >= haproxyReceivers);
        QCOMPARE(page.figures().size(), 1);
        model->setMatrix(page.pair().matrix[1]); // a reset under the tester
    }
};

QTEST_MAIN(TestRemovalPage)
#include "tst_removalpage.moc"
