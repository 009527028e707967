// Removal page: each heatmap cell equals ringcore's remap figure for that removal, both sides
// share one colour scale, and the summary model is a well-behaved model.
#include "gui/removal/heatmapview.h"
#include "gui/removal/removalpage.h"
#include "gui/removal/removalsummarymodel.h"

#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/analysis/removalmatrix.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
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

/// nginx (the experiment's) on the left, HAProxy weight 1 on the right, computed and shown.
bool showNginxAndHaproxy(RemovalPage &page, const ringcore::Experiment &e)
{
    page.setConfig(1, RemovalConfig{QStringLiteral("haproxy"), 1});
    QSignalSpy shown(&page, &RemovalPage::dataShown);
    page.setExperiment(e);
    return shown.wait(60000) || shown.count() > 0;
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

    // The weight box offers what the side's algorithm accepts, read from its registry entry: HAProxy
    // 0-256 ("as listed" and 1-256), jump only 1, nginx any int; the tooltip states the range.
    void weightRangeFollowsTheAlgorithm()
    {
        RemovalPage page;
        auto *right = page.findChild<QSpinBox *>(QStringLiteral("rightWeight"));
        QVERIFY(right);
        for (const char *algorithm : {"haproxy", "jump", "nginx", "trafficserver"}) {
            const QString name = QString::fromLatin1(algorithm);
            const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(name);
            QVERIFY2(info, algorithm);
            page.setConfig(1, RemovalConfig{name, 1});
            QCOMPARE(right->maximum(), info->maxWeight);
            QCOMPARE(right->minimum(), 0);
            QVERIFY2(right->toolTip().contains(QLocale().toString(info->maxWeight)), qPrintable(right->toolTip()));
            QVERIFY2(!right->toolTip().contains(QStringLiteral("HAProxy")), qPrintable(right->toolTip()));
        }
        QCOMPARE(right->maximum(), 1000000); // trafficserver, set last
        page.setConfig(1, RemovalConfig{QStringLiteral("haproxy"), 1});
        QCOMPARE(right->maximum(), 256);
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
        const ringcore::Experiment e = experiment();
        QVERIFY(showNginxAndHaproxy(page, e));
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

    void shownNumbersAreRingcoresRemovalMatrix()
    {
        // Every number the page shows (heatmap cells, their tooltips, every summary cell) against
        // ringcore's RemovalMatrix computed here, independently of the page, for both sides.
        RemovalPage page;
        const ringcore::Experiment e = experiment();
        QVERIFY(showNginxAndHaproxy(page, e));
        const QLocale locale;
        const QRegularExpression percent(QStringLiteral("([0-9]+(?:[.,][0-9]+)?)\\s*%"));
        const auto percents = [&](const QString &text) {
            QList<double> out;
            for (auto it = percent.globalMatch(text); it.hasNext();)
                out << locale.toDouble(it.next().captured(1));
            return out;
        };
        for (int side = 0; side < 2; ++side) {
            const RemovalConfig config = page.config(side);
            ringcore::ServerList servers = e.servers;
            if (config.weight > 0)
                for (ringcore::Server &s : servers)
                    s.weight = config.weight;
            const ringcore::RemovalMatrix expected = ringcore::RemovalMatrixBuilder::compute(
                config.algorithm, servers, config.algorithm == e.algorithm ? e.options : ringcore::AlgorithmOptions(),
                ringcore::KeySource::generated(e.keys, e.seed));
            QVERIFY(expected.error.isEmpty());
            QCOMPARE(int(expected.received.size()), 12);
            HeatmapView *view = page.heatmap(side);
            for (int r = 0; r < 12; ++r) {
                for (int c = 0; c < 12; ++c) {
                    QCOMPARE(view->cellValue(r, c), expected.received[size_t(r)][size_t(c)]);
                    // The tooltip: this cell, then the row's largest receiver and survivors' moves.
                    const QString text = view->cellText(r, c);
                    QVERIFY2(text.contains(expected.addresses.at(r)) && text.contains(expected.addresses.at(c)),
                             qPrintable(text));
                    const QList<double> p = percents(text);
                    QCOMPARE(p.size(), 3);
                    QVERIFY2(qAbs(p[0] - expected.received[size_t(r)][size_t(c)] * 100) <= 0.005 + 1e-9, qPrintable(text));
                    QVERIFY2(qAbs(p[1] - expected.largestShare[size_t(r)] * 100) <= 0.005 + 1e-9, qPrintable(text));
                    QVERIFY2(qAbs(p[2] - expected.movedBetweenSurvivors[size_t(r)] * 100) <= 0.0005 + 1e-9,
                             qPrintable(text));
                    const QRegularExpressionMatch receivers =
                        QRegularExpression(QStringLiteral("([0-9]+) receiver")).match(text);
                    QVERIFY2(receivers.hasMatch(), qPrintable(text));
                    QCOMPARE(receivers.captured(1).toInt(), expected.receivers[size_t(r)]);
                }
            }
            RemovalSummaryModel *model = page.summary(side);
            QCOMPARE(model->rowCount(), 12);
            for (int r = 0; r < 12; ++r) {
                const auto cell = [&](int column, int role) { return model->data(model->index(r, column), role); };
                const int row = int(expected.addresses.indexOf(cell(RemovalSummaryModel::Removed, Qt::DisplayRole).toString()));
                QVERIFY(row >= 0);
                const double share = expected.share[size_t(row)];
                QCOMPARE(cell(RemovalSummaryModel::Share, RemovalSummaryModel::RawRole).toDouble(), share);
                QCOMPARE(cell(RemovalSummaryModel::Receivers, RemovalSummaryModel::RawRole).toInt(),
                         expected.receivers[size_t(row)]);
                QCOMPARE(cell(RemovalSummaryModel::Receivers, Qt::DisplayRole).toString().toInt(),
                         expected.receivers[size_t(row)]);
                QCOMPARE(cell(RemovalSummaryModel::Largest, RemovalSummaryModel::RawRole).toDouble(),
                         expected.largestShare[size_t(row)]);
                QCOMPARE(cell(RemovalSummaryModel::MovedBetweenSurvivors, RemovalSummaryModel::RawRole).toDouble(),
                         expected.movedBetweenSurvivors[size_t(row)]);
                // The displayed text rounds the same numbers.
                const QList<double> shownShare = percents(cell(RemovalSummaryModel::Share, Qt::DisplayRole).toString());
                const QList<double> shownLargest = percents(cell(RemovalSummaryModel::Largest, Qt::DisplayRole).toString());
                const QList<double> shownMoved =
                    percents(cell(RemovalSummaryModel::MovedBetweenSurvivors, Qt::DisplayRole).toString());
                QCOMPARE(shownShare.size(), 1);
                QCOMPARE(shownLargest.size(), 1);
                QCOMPARE(shownMoved.size(), 1);
                QVERIFY(qAbs(shownShare[0] - share * 100) <= 0.005 + 1e-9);
                QVERIFY(qAbs(shownLargest[0] - expected.largestShare[size_t(row)] * 100) <= 0.005 + 1e-9);
                QVERIFY(qAbs(shownMoved[0] - expected.movedBetweenSurvivors[size_t(row)] * 100) <= 0.0005 + 1e-9);
            }
        }
    }

    void cacheIsBoundedAndServesRepeats()
    {
        RemovalPage page;
        QSignalSpy shown(&page, &RemovalPage::dataShown);
        ringcore::Experiment e = experiment();
        page.setExperiment(e);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 1 && !page.isBusy(), 60000);
        QCOMPARE(page.cache().size(), 1);
        page.recompute(); // the same settings: from the cache, at once
        QCOMPARE(shown.count(), 2);
        QVERIFY(!page.isBusy());
        // More settings than the cache holds: it stays at its bound of entries.
        const int bound = page.cache().limits().maxEntries;
        for (int seed = 10; seed < 10 + bound + 2; ++seed) {
            e.seed = seed;
            page.setExperiment(e);
            QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 60000);
        }
        QCOMPARE(page.cache().size(), bound);
        QCOMPARE(page.cache().evictions(), 3);
        QVERIFY(page.cache().bytes() <= page.cache().limits().maxBytes);
    }

    // r17 B1: an experiment may ask for up to 10⁹ keys, the page routes 1,000 to 200,000 of them
    // and said "200,000 keys per configuration" (or the asked number in the figure) without a
    // word. The status line, the figure's caption and its JSON parameters name the sample.
    void saysWhenItRoutesASampleOrMore()
    {
        RemovalPage page;
        page.setConfig(1, RemovalConfig{QStringLiteral("haproxy"), 1});
        QSignalSpy shown(&page, &RemovalPage::dataShown);
        ringcore::Experiment e = experiment();
        e.keys = 250000;
        page.setExperiment(e);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 1 && !page.isBusy(), 120000);
        QCOMPARE(page.pair().keys, RemovalPage::kMaxKeys);
        const auto *status = page.findChild<QLabel *>(QStringLiteral("removalStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QLatin1String("200,000 of 250,000 keys routed (a sample")), qPrintable(status->text()));
        Figure f = RemovalPage::figure(page.pair());
        QVERIFY2(f.caption.contains(QLatin1String("a sample of 200,000 of 250,000 keys")), qPrintable(f.caption));
        QCOMPARE(f.parameters.value(QStringLiteral("keysAsked")).toDouble(), 250000.0);
        QCOMPARE(f.parameters.value(QStringLiteral("keysRouted")).toDouble(), 200000.0);

        // Fewer than the page needs: it routes 1,000 and says so.
        e.keys = 10;
        page.setExperiment(e);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 2 && !page.isBusy(), 120000);
        QCOMPARE(page.pair().keys, RemovalPage::kMinKeys);
        QVERIFY2(status->text().contains(QLatin1String("1,000 keys routed, not the experiment's 10")), qPrintable(status->text()));
        f = RemovalPage::figure(page.pair());
        QVERIFY2(f.caption.contains(QLatin1String("1,000 keys (the experiment has 10)")), qPrintable(f.caption));

        // As many as asked: the plain count, no note.
        e.keys = 5000;
        page.setExperiment(e);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 3 && !page.isBusy(), 120000);
        QVERIFY2(status->text().startsWith(QLatin1String("5,000 key")) && !status->text().contains(QLatin1String("routed")),
                 qPrintable(status->text()));
        f = RemovalPage::figure(page.pair());
        QVERIFY2(f.caption.endsWith(QLatin1String("12 servers, 5,000 keys")), qPrintable(f.caption));
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
