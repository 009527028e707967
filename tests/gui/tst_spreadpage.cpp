// Spread page: the charts get the expected series and point counts for a known experiment,
// results are cached per setting, and a running sweep can be cancelled.
#include "gui/export/figurepanel.h"
#include "gui/chart/plotwidget.h"
#include "gui/spread/spreadfigures.h"
#include "gui/spread/spreadjob.h"
#include "gui/spread/spreadpage.h"
#include "gui/chart/figuretext.h"
#include "gui/settings/languagemanager.h"

#include "ringcore/math/theory.h"
#include "ringcore/core/serverlistparser.h"

#include <QApplication>
#include <QComboBox>
#include <QPainter>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include "ringcore/sim/minpointssearch.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>
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

QList<const PlotSeries *> named(const Plot &plot, const QString &id)
{
    QList<const PlotSeries *> out;
    for (const PlotSeries &s : plot.series)
        if (s.id == id)
            out.append(&s);
    return out;
}

int pointCount(const PlotSeries *series)
{
    return int(series->points.size());
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
    void perServerLoadIsSortedByLoad()
    {
        // With one server at weight 5 the bars were ranked by share of the circle while they show
        // load / fair share: the first bar (the weighted server, 1.07×) was lower than the second.
        SpreadPage page;
        page.ringsBox()->setValue(10);
        page.maxPointsBox()->setCurrentIndex(page.maxPointsBox()->findData(256));
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        QString error;
        e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9020"), &error);
        e.servers[0].weight = 5;
        e.keys = 20000;
        QSignalSpy shown(&page, &SpreadPage::dataShown);
        page.setExperiment(e);
        QVERIFY(shown.wait(60000) || shown.count() > 0);
        const std::vector<double> &load = page.data().loadExact;
        QCOMPARE(int(load.size()), 20);
        for (size_t i = 1; i < load.size(); ++i)
            QVERIFY2(load[i] <= load[i - 1], qPrintable(QStringLiteral("bar %1: %2 after %3").arg(i + 1).arg(load[i]).arg(load[i - 1])));
        // Ranked by share of the circle the weighted server would come first; by load it does not.
        QVERIFY2(page.data().loadAddresses.first() != QLatin1String("127.0.0.1:9001") || load[0] >= load[1],
                 qPrintable(page.data().loadAddresses.first()));
    }

    void largestKReadsAsEveryOtherCount()
    {
        // "Up to k = 4096" beside "100,000" elsewhere: the choices are counts in the UI's notation.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        SpreadPage page;
        QLocale::setDefault(before);
        QCOMPARE(page.maxPointsBox()->itemText(page.maxPointsBox()->findData(4096)), QStringLiteral("4.096"));
        QCOMPARE(page.maxPointsBox()->itemText(page.maxPointsBox()->findData(65536)), QStringLiteral("65.536"));
    }

    // At 1366x768 (the page's room beside the experiment dock) in German and Chinese: the CV
    // chart's long legend stays readable (>= 7 pt) and no y-axis title wraps to more than 2 lines.
    void chartsReadableAt1366_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("en") << QStringLiteral("en");
    }
    void chartsReadableAt1366()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        {
            SpreadPage page;
            page.ringsBox()->setValue(20); // k up to the default 4096: every marker is in the legend
            page.resize(994, 655);
            static_cast<QWidget &>(page).show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QSignalSpy shown(&page, &SpreadPage::dataShown);
            page.setExperiment(experiment(100, 4000));
            QVERIFY(shown.wait(60000) || shown.count() > 0);
            QTest::qWait(300); // the charts' rows settle once the results are in
            for (FigurePanel *panel : {page.cvPanel(), page.busiestPanel(), page.quietestPanel(), page.loadPanel()}) {
                PlotWidget *chart = panel->plotWidget();
                const Plot &plot = chart->plot();
                const QList<TextBox> boxes = chart->textBoxes();
                // The height of the same text drawn at 7 pt (the same fonts and fallbacks).
                auto sevenPoint = [](const QString &text) {
                    TextCaptureDevice device{QSizeF(2000, 200)};
                    {
                        QPainter painter(&device);
                        painter.setFont(FigureText::font(&painter, 7.0 * 96 / 72));
                        painter.drawText(QPointF(10, 100), text);
                    }
                    double height = 0;
                    for (const TextBox &box : device.boxes())
                        height = std::max(height, box.rect.height());
                    return height;
                };
                int titleLines = 0;
                QStringList yTitleLines;
                // No line of a legend or an axis title starts with closing punctuation (a lone "）").
                static const QString closing = QStringLiteral("）」，。、");
                for (const TextBox &box : boxes) {
                    if (box.rect.height() > box.rect.width() && plot.y.title.contains(box.text)) {
                        ++titleLines;
                        yTitleLines << box.text;
                    }
                    const bool legendLine = std::any_of(plot.series.cbegin(), plot.series.cend(), [&](const PlotSeries &s) {
                        return s.inLegend && s.name.contains(box.text);
                    });
                    if (legendLine || plot.x.title.contains(box.text) || plot.y.title.contains(box.text))
                        QVERIFY2(!closing.contains(box.text.trimmed().front()),
                                 qPrintable(QStringLiteral("%1: line \"%2\" starts with closing punctuation")
                                                .arg(panel->objectName(), box.text)));
                    for (const PlotSeries &s : plot.series)
                        if (s.inLegend && !s.name.isEmpty() && s.name.startsWith(box.text) && box.text.size() > 3
                            && box.rect.width() >= box.rect.height())
                            QVERIFY2(box.rect.height() >= sevenPoint(box.text) - 0.5,
                                     qPrintable(QStringLiteral("%1: legend \"%2\" %3 px high, 7 pt is %4 px (chart %5x%6)")
                                                    .arg(panel->objectName(), box.text).arg(box.rect.height()).arg(sevenPoint(box.text))
                                                    .arg(chart->width()).arg(chart->height())));
                }
                if (qEnvironmentVariableIsSet("SPREAD_DEBUG"))
                    qDebug() << plot.y.title << titleLines << chart->size();
                // The y title breaks only where its string allows: at a space ("… / 公平份额" at the
                // " / "), after a CJK separator or before an opening bracket, never inside a word.
                for (int i = 1; i < yTitleLines.size(); ++i) {
                    const QString before = yTitleLines[i - 1].trimmed(), after = yTitleLines[i].trimmed();
                    const bool atSpace = plot.y.title.contains(before + QLatin1Char(' ') + after);
                    const bool atSeparator = QStringLiteral("，、。；：）」").contains(before.back())
                        || QStringLiteral("（「").contains(after.front());
                    QVERIFY2((atSpace || atSeparator) && plot.y.title.contains(before + (atSpace ? QStringLiteral(" ") : QString()) + after),
                             qPrintable(QStringLiteral("%1: y title \"%2\" broken into \"%3\" | \"%4\"")
                                            .arg(panel->objectName(), plot.y.title, before, after)));
                }
                // The same rules at every width, not only at this page's (the lone "）" came at the
                // main window's width): each legend entry and the y title wrapped from 30 to 400 px.
                {
                    TextCaptureDevice device{QSizeF(2000, 2000)};
                    const QFont f = FigureText::font(nullptr, 12);
                    for (double width = 30; width <= 400; width += 3) {
                        for (const PlotSeries &s : plot.series) {
                            if (!s.inLegend || s.name.isEmpty())
                                continue;
                            for (const QString &line : FigureText::wrap(s.name, f, &device, width))
                                QVERIFY2(!line.isEmpty() && !closing.contains(line.front()),
                                         qPrintable(QStringLiteral("\"%1\" at %2 px: line \"%3\"").arg(s.name).arg(width).arg(line)));
                        }
                        const QStringList lines = FigureText::wrap(plot.y.title, f, &device, width, FigureText::WrapMode::KeepWords);
                        for (int i = 1; i < lines.size(); ++i) {
                            const bool atSpace = plot.y.title.contains(lines[i - 1] + QLatin1Char(' ') + lines[i]);
                            const bool atSeparator = QStringLiteral("，、。；：）」").contains(lines[i - 1].back())
                                || QStringLiteral("（「").contains(lines[i].front());
                            QVERIFY2(atSpace || atSeparator,
                                     qPrintable(QStringLiteral("y title \"%1\" at %2 px: \"%3\" | \"%4\"")
                                                    .arg(plot.y.title).arg(width).arg(lines[i - 1], lines[i])));
                        }
                    }
                }
                QVERIFY2(titleLines >= 1 && titleLines <= 2,
                         qPrintable(QStringLiteral("%1: y title \"%2\" in %3 lines").arg(panel->objectName(), plot.y.title).arg(titleLines)));
            }
        }
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    }

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

        // What the page shows is the Plot the exports draw.
        const Plot &cv = page.cvPanel()->plotWidget()->plot();
        QCOMPARE(named(cv, QStringLiteral("simNext")).size(), 1);
        QCOMPARE(pointCount(named(cv, QStringLiteral("simNext")).first()), 9);
        QCOMPARE(pointCount(named(cv, QStringLiteral("simNearest")).first()), 9);
        QCOMPARE(pointCount(named(cv, QStringLiteral("simNextError")).first()), 9);
        QCOMPARE(named(cv, QStringLiteral("simNextError")).first()->high.size(), 9);
        QVERIFY(pointCount(named(cv, QStringLiteral("cloudflare")).first()) > 20);
        QVERIFY(pointCount(named(cv, QStringLiteral("invSqrtK")).first()) > 20);
        QCOMPARE(named(cv, QStringLiteral("marker")).size(), int(SpreadJob::markers(20).size()));
        // The formula curve is Cloudflare's: check one point against ringcore's theory.
        const QPointF p = named(cv, QStringLiteral("cloudflare")).first()->points.at(10);
        QCOMPARE(p.y(), ringcore::Theory::cvFormula(20, p.x()));
        // The simulated CV at k = 160 … sits near the formula (20 rings: within 15%).
        for (const auto &r : data.next)
            QVERIFY(std::abs(r.stats.cvRms / ringcore::Theory::cvFormula(20, r.setting.points) - 1) < 0.15);

        const Plot &busiest = page.busiestPanel()->plotWidget()->plot();
        QCOMPARE(named(busiest, QStringLiteral("band")).size(), 1);
        QCOMPARE(pointCount(named(busiest, QStringLiteral("busiestMean")).first()), 9);
        QVERIFY(pointCount(named(busiest, QStringLiteral("gammaMax")).first()) > 20);
        const PlotSeries *band = named(busiest, QStringLiteral("band")).first();
        QCOMPARE(band->high.size(), 9);
        QCOMPARE(band->low.size(), 9);
        const Plot &quietest = page.quietestPanel()->plotWidget()->plot();
        QCOMPARE(pointCount(named(quietest, QStringLiteral("quietestMean")).first()), 9);

        const Plot &load = page.loadPanel()->plotWidget()->plot();
        const PlotSeries *exact = named(load, QStringLiteral("exact")).first();
        QCOMPARE(pointCount(exact), 20);
        QCOMPARE(pointCount(named(load, QStringLiteral("keys")).first()), 20);
        // Sorted, busiest first; the fair share is a labelled reference line.
        QVERIFY(exact->points.at(0).y() >= exact->points.at(19).y());
        QCOMPARE(load.references.size(), 1);
        QCOMPARE(load.references.first().value, 1.0);

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

    // After Cancel nothing says "simulating…", and the charts say which settings they show when the
    // controls ask for others (r17 B4: the header said "simulating…" for good over N = 9 charts
    // under a box reading 99,999). Typed digits are one request (B5).
    void cancelSaysWhatTheChartsShow()
    {
        SpreadPage page;
        QVERIFY(!page.serversBox()->keyboardTracking());
        QVERIFY(!page.ringsBox()->keyboardTracking());
        configure(page);
        QSignalSpy shown(&page, &SpreadPage::dataShown);
        page.setExperiment(experiment(10, 0));
        QVERIFY(shown.wait(60000) || shown.count() > 0);
        QVERIFY(page.chartsShowLabel()->isHidden());
        const int shownServers = page.serversBox()->value(); // the experiment's (10)
        page.ringsBox()->setValue(5000);
        page.maxPointsBox()->setCurrentIndex(page.maxPointsBox()->count() - 1);
        page.serversBox()->setValue(shownServers == 500 ? 400 : 500);
        page.recompute();
        QVERIFY(page.isBusy());
        page.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 30000);
        QVERIFY(!page.chartsShowLabel()->isHidden());
        const QString charts = page.chartsShowLabel()->text();
        QVERIFY2(charts.contains(QStringLiteral("Cancelled"))
                     && charts.contains(QStringLiteral("N = %1,").arg(QLocale().toString(shownServers))),
                 qPrintable(charts));
        QVERIFY(!page.isSearchingPointsNeeded());
        const QString readout = page.pointsNeededLabel()->text();
        QVERIFY2(!readout.contains(QStringLiteral("simulating")) && readout.contains(QStringLiteral("search cancelled")),
                 qPrintable(readout));
        // Back to the settings shown: the note goes.
        page.serversBox()->setValue(shownServers);
        page.ringsBox()->setValue(20);
        page.maxPointsBox()->setCurrentIndex(page.maxPointsBox()->findData(256));
        QVERIFY(page.chartsShowLabel()->isHidden());
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
        const ringcore::MinPointsResult expected = ringcore::MinPointsSearch::find(base, 0.1, 0.95, 10'000'000, {}, 1);
        QVERIFY(expected.points > 0);
        const QString text = page.pointsNeededLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("k ≈ ") + QLocale().toString(expected.points)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("estimated from 100 simulated rings")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("simulating")), qPrintable(text));

        // A new ε makes it stale at once.
        page.epsilonBox()->setValue(0.2);
        QVERIFY(page.pointsNeededLabel()->text().contains(QStringLiteral("simulating")));
        QVERIFY(page.isSearchingPointsNeeded());
    }
};

QTEST_MAIN(TestSpreadPage)
#include "tst_spreadpage.moc"
