// On-screen charts are drawn by PlotWidget from the same Plot as the exports: at a 1366×768 page
// (and a smaller one, and in presenter mode's larger font) every text box of every chart on the
// Spread and Advisor pages lies inside its widget, none overlaps another and none is elided, in
// English, German and Chinese; tick labels use the UI locale's numbers; hovering a point names it.
// A long legend steps its font down only on a canvas that cannot grow; an export is made taller.
#include "support/testpaths.h"

#include "gui/advisor/advisorpage.h"
#include "gui/export/figurepanel.h"
#include "gui/export/figureexporter.h"
#include "gui/export/figurerenderer.h"
#include "gui/chart/plotfit.h"
#include "gui/chart/plotwidget.h"
#include "gui/settings/languagemanager.h"
#include "gui/spread/spreadpage.h"
#include "gui/teaching/presentermode.h"

#include "ringcore/core/serverlistparser.h"

#include <QApplication>
#include <QComboBox>
#include <QPainter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabBar>
#include <QSpinBox>
#include <QTest>

using namespace ringlab::gui;
using ringlab::test::dataFile;

namespace {

ringcore::Experiment experiment(int servers)
{
    ringcore::Experiment e;
    e.algorithm = QStringLiteral("nginx");
    QString error;
    e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-%1").arg(9000 + servers), &error);
    e.keys = 20000;
    e.seed = 7;
    return e;
}

/// Every box inside the canvas, none elided, no two overlapping; returns the boxes' texts.
QStringList checkBoxes(const QList<TextBox> &boxes, QSizeF size, const QString &where)
{
    const QRectF canvas(QPointF(0, 0), size);
    QStringList texts;
    for (const TextBox &box : boxes) {
        texts << box.text;
        if (!canvas.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box.rect))
            QTest::qFail(qPrintable(QStringLiteral("%1: \"%2\" at %3,%4 %5×%6 leaves the %7×%8 widget")
                                        .arg(where, box.text)
                                        .arg(box.rect.x()).arg(box.rect.y()).arg(box.rect.width()).arg(box.rect.height())
                                        .arg(canvas.width()).arg(canvas.height())),
                         __FILE__, __LINE__);
        if (box.text.contains(QChar(0x2026)))
            QTest::qFail(qPrintable(QStringLiteral("%1: \"%2\" is elided").arg(where, box.text)), __FILE__, __LINE__);
    }
    for (int i = 0; i < boxes.size(); ++i)
        for (int j = i + 1; j < boxes.size(); ++j) {
            const QRectF overlap = boxes[i].rect.intersected(boxes[j].rect);
            if (overlap.width() > 0.5 && overlap.height() > 0.5)
                QTest::qFail(qPrintable(QStringLiteral("%1: \"%2\" overlaps \"%3\"").arg(where, boxes[i].text, boxes[j].text)),
                             __FILE__, __LINE__);
        }
    return texts;
}

QStringList checkBoxes(const PlotWidget *widget, const QString &where)
{
    return checkBoxes(widget->textBoxes(), QSizeF(widget->size()), where);
}

bool hasLocaleDecimal(const QStringList &texts, QChar separator)
{
    // One or two decimals ("0.5", "1.25"): not a thousands group ("1,000").
    static const QRegularExpression number(QStringLiteral("^[0-9]+([.,])[0-9]{1,2}%?$"));
    for (const QString &t : texts) {
        const QRegularExpressionMatch m = number.match(t);
        if (m.hasMatch() && m.captured(1) == separator)
            return true;
    }
    return false;
}

} // namespace

class TestPlotWidget : public QObject
{
    Q_OBJECT
private slots:
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    // Each test in English unless it sets another language itself (pagesHaveNoClippedText leaves
    // the last of its languages behind; the messages checked below are English).
    void init() { QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en"))); }

    void pagesHaveNoClippedText_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("fontScale"); // presenter mode's larger font
        for (const char *language : {"en", "de", "zh_CN"}) {
            for (const QSize &size : {QSize(1366, 768), QSize(1000, 600)})
                QTest::addRow("%s/%dx%d", language, size.width(), size.height()) << QString::fromLatin1(language) << size << 1.0;
            QTest::addRow("%s/1366x768/presenter", language) << QString::fromLatin1(language) << QSize(1366, 768)
                                                              << PresenterMode::kScale;
        }
    }
    void pagesHaveNoClippedText()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(double, fontScale);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        QFont pageFont = QApplication::font();
        pageFont.setPointSizeF(pageFont.pointSizeF() * fontScale);

        SpreadPage spread;
        spread.setFont(pageFont);
        spread.ringsBox()->setValue(20);
        spread.maxPointsBox()->setCurrentIndex(spread.maxPointsBox()->findData(256));
        spread.resize(size);
        spread.QWidget::show();
        QSignalSpy shown(&spread, &SpreadPage::dataShown);
        spread.setExperiment(experiment(100)); // 100 bars: the per-server chart's x axis
        QVERIFY(shown.wait(60000) || shown.count() > 0);
        QCoreApplication::processEvents();
        // Presenter mode shows one chart at a time on the whole page (four, each with its 14-entry
        // legend, left the legends a few pixels high at 1366x768).
        const bool presenter = fontScale > 1;
        spread.setPresenterLayout(presenter);
        QCOMPARE(spread.chartSelector()->isVisible(), presenter);
        int panels = 0;
        QStringList all;
        const QList<FigurePanel *> four{spread.cvPanel(), spread.busiestPanel(), spread.quietestPanel(), spread.loadPanel()};
        for (FigurePanel *panel : four) {
            if (presenter) {
                spread.chartSelector()->setCurrentIndex(panels);
                QCoreApplication::processEvents();
                for (FigurePanel *other : four)
                    QCOMPARE(other->isVisible(), other == panel);
                QVERIFY2(panel->width() > size.width() * 0.9, qPrintable(QString::number(panel->width())));
            }
            const PlotWidget *plot = panel->plotWidget();
            QVERIFY(!plot->plot().isEmpty());
            QVERIFY2(plot->width() >= 200 && plot->height() >= 150, qPrintable(QStringLiteral("%1×%2").arg(plot->width()).arg(plot->height())));
            const QStringList texts = checkBoxes(plot, panel->figure().name);
            if (QTest::currentTestFailed())
                return;
            // Every legend entry and both axis titles are drawn whole: wrapped lines (and the runs
            // of one line in different fonts) joined, spaces aside, hold every one of them.
            const QString joined = texts.join(QString()).remove(QLatin1Char(' '));
            for (const PlotSeries &s : plot->plot().series)
                if (s.inLegend && !s.name.isEmpty())
                    QVERIFY2(joined.contains(QString(s.name).remove(QLatin1Char(' '))),
                             qPrintable(panel->figure().name + QStringLiteral(": ") + s.name));
            QVERIFY2(joined.contains(QString(plot->plot().x.title).remove(QLatin1Char(' '))), qPrintable(plot->plot().x.title));
            if (presenter) {
                // Read from the back of the room: the legend keeps the chart's base font (a box
                // is at least a line of it high; the legends were under half of it).
                const double base = plot->fontUnits();
                double smallestLegend = 1e9;
                for (const TextBox &box : plot->textBoxes())
                    for (const PlotSeries &s : plot->plot().series)
                        if (s.inLegend && !s.name.isEmpty() && !box.text.isEmpty() && s.name.startsWith(box.text))
                            smallestLegend = std::min(smallestLegend, box.rect.height());
                QVERIFY(smallestLegend < 1e9);
                QVERIFY2(smallestLegend >= base, qPrintable(QStringLiteral("%1: legend %2 px, base font %3 px")
                                                                      .arg(panel->figure().name).arg(smallestLegend).arg(base)));
            }
            QVERIFY2(joined.contains(QString(plot->plot().y.title).remove(QLatin1Char(' '))), qPrintable(plot->plot().y.title));
            all << texts;
            ++panels;
        }
        QCOMPARE(panels, 4);
        // Numbers in the UI's notation: "0,5" in German, "0.5" in English.
        if (language == QLatin1String("de"))
            QVERIFY(hasLocaleDecimal(all, QLatin1Char(',')) && !hasLocaleDecimal(all, QLatin1Char('.')));
        else
            QVERIFY(hasLocaleDecimal(all, QLatin1Char('.')) && !hasLocaleDecimal(all, QLatin1Char(',')));

        AdvisorPage advisor;
        advisor.setFont(pageFont);
        advisor.resize(size);
        advisor.show();
        QString error;
        QVERIFY2(advisor.openFile(dataFile(QStringLiteral("configs/nginx/seed-nginx.conf")), &error), qPrintable(error));
        QSignalSpy advised(&advisor, &AdvisorPage::adviceShown);
        advisor.advise();
        QTRY_COMPARE_WITH_TIMEOUT(advised.count(), 1, 120000);
        QCoreApplication::processEvents();
        const auto advisorPlots = advisor.findChildren<PlotWidget *>();
        QCOMPARE(advisorPlots.size(), 1);
        QVERIFY(!advisorPlots.first()->plot().isEmpty());
        if (advisorPlots.first()->isVisible())
            checkBoxes(advisorPlots.first(), QStringLiteral("advisor-load"));
    }

    // A long legend (14 entries, as the Spread page's) keeps the figure's base font wherever the
    // plot keeps its least height (40% of the area); on a canvas that cannot grow (an on-screen
    // chart, 482×270 at a 1000×600 page) its font steps down (here by a quarter at most, never
    // under 6 pt), so that the plot keeps that height and no text overlaps. An export is made taller
    // instead: its legend stays at the base font.
    void longLegendStepsDownOnlyOnAFixedCanvas()
    {
        Plot plot;
        plot.x.title = QStringLiteral("Points per server (k)");
        plot.y.title = QStringLiteral("Busiest load / fair share");
        // Nine entries: at a one-column width (320 px) they take more height at the base font than
        // the plot leaves them, and fit at three quarters of it.
        for (int i = 0; i < 9; ++i)
            plot.series << PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("s%1").arg(i),
                                            QStringLiteral("HAProxy w%1 (1,600, nearest)").arg(i + 1))
                               .add(QPointF(1, 1 + i))
                               .add(QPointF(100, 2 + i));
        const double f = 12; // 9 pt on a 96-dpi screen
        // Height of the legend's and of the x title's text boxes.
        auto heights = [&](const QList<TextBox> &boxes, double *legend, double *title) {
            *legend = *title = 0;
            for (const TextBox &box : boxes) {
                if (box.text == plot.x.title)
                    *title = box.rect.height();
                else if (box.text.startsWith(QStringLiteral("HAProxy")))
                    *legend = std::max(*legend, box.rect.height());
            }
            QVERIFY(*legend > 0 && *title > 0);
        };
        struct Drawn
        {
            PlotFrame frame;
            PlotFit fit;
            QList<TextBox> boxes;
        };
        auto draw = [&](QSizeF size) {
            Drawn out;
            const QRectF area = QRectF(QPointF(0, 0), size).adjusted(f / 2, f / 2, -f / 2, -f / 2);
            TextCaptureDevice device{size};
            {
                QPainter painter(&device);
                out.frame = PlotRenderer::draw(plot, &painter, area, f);
            }
            out.boxes = device.boxes();
            TextCaptureDevice measured{size};
            QPainter painter(&measured);
            out.fit = plotFit(plot, &painter, area, f);
            return out;
        };

        double legend = 0, title = 0;
        const Drawn roomy = draw(QSizeF(900, 900));
        heights(roomy.boxes, &legend, &title);
        QCOMPARE(legend, title);
        QVERIFY(roomy.fit.fits());

        const QSizeF small(320, 270); // one legend column: 14 entries at the base font take more than the plot keeps
        const Drawn tight = draw(small);
        heights(tight.boxes, &legend, &title);
        QVERIFY2(legend < title - 0.5 && legend >= 0.75 * title - 0.5,
                 qPrintable(QStringLiteral("legend %1, title %2").arg(legend).arg(title)));
        QVERIFY2(tight.frame.plotRect.height() >= 0.4 * (small.height() - f) - 0.5,
                 qPrintable(QString::number(tight.frame.plotRect.height())));
        QVERIFY(tight.fit.shortBy > 0); // measured at the base font: an export is refused instead
        checkBoxes(tight.boxes, small, QStringLiteral("320x270"));
        if (QTest::currentTestFailed())
            return;

        Figure figure;
        figure.name = QStringLiteral("long-legend");
        figure.plot = plot;
        FigureSize column;
        QVERIFY(FigureSize::preset(QStringLiteral("column"), &column));
        const QList<FigurePage> pages = FigureRenderer::pages(figure, column);
        QCOMPARE(pages.size(), 1);
        // An export keeps its legend at the base font and the size asked for (issue 34: never drawn
        // taller): it fits, or it is refused naming the height it needs.
        QCOMPARE(pages.first().size.heightIn, column.heightIn);
        QString why;
        if (!FigureRenderer::fits(pages.first())) {
            QVERIFY(!FigureExporter::fitsSize(figure, column, &why));
            QVERIFY2(why.contains(QStringLiteral("in of height")), qPrintable(why));
            return; // nothing is written for it
        }
        heights(FigureRenderer::textBoxes(pages.first().figure, pages.first().size), &legend, &title);
        QCOMPARE(legend, title);
    }

    void tooltipNamesThePoint()
    {
        PlotWidget widget;
        Plot plot;
        plot.x.title = QStringLiteral("k");
        plot.y.title = QStringLiteral("CV");
        plot.series << PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("a"), QStringLiteral("Series A"))
                           .add(QPointF(1, 1))
                           .add(QPointF(2, 4), QStringLiteral("nginx 160"));
        widget.setPlot(plot);
        widget.resize(400, 300);
        widget.grab(); // paints: the frame the tooltip maps through
        // Scan the widget for the point; the tooltip at a far corner is empty.
        QVERIFY(widget.toolTipAt(QPointF(1, 1)).isEmpty());
        bool found = false;
        for (int x = 0; x < 400 && !found; x += 2)
            for (int y = 0; y < 300 && !found; y += 2) {
                const QString tip = widget.toolTipAt(QPointF(x, y));
                if (tip.contains(QStringLiteral("nginx 160"))) {
                    found = true;
                    QVERIFY(tip.contains(QStringLiteral("Series A")));
                    QVERIFY(tip.contains(QStringLiteral("CV: 4")));
                }
            }
        QVERIFY(found);
    }
};

QTEST_MAIN(TestPlotWidget)
#include "tst_plotwidget.moc"
