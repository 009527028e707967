// On-screen charts are drawn by PlotWidget from the same Plot as the exports: at a 1366×768 page
// (and a smaller one) every text box of every chart on the Spread and Advisor pages lies inside its
// widget, none overlaps another and none is elided, in English, German and Chinese; tick labels use
// the UI locale's numbers; hovering a point names it.
#include "support/testpaths.h"

#include "gui/advisor/advisorpage.h"
#include "gui/export/figurepanel.h"
#include "gui/export/plotwidget.h"
#include "gui/settings/languagemanager.h"
#include "gui/spread/spreadpage.h"

#include "ringcore/core/serverlistparser.h"

#include <QComboBox>
#include <QRegularExpression>
#include <QSignalSpy>
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

/// Every box inside the widget, none elided, no two overlapping; returns the boxes' texts.
QStringList checkBoxes(const PlotWidget *widget, const QString &where)
{
    const QList<TextBox> boxes = widget->textBoxes();
    const QRectF canvas(QPointF(0, 0), QSizeF(widget->size()));
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

    void pagesHaveNoClippedText_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *language : {"en", "de", "zh_CN"})
            for (const QSize &size : {QSize(1366, 768), QSize(1000, 600)})
                QTest::addRow("%s/%dx%d", language, size.width(), size.height()) << QString::fromLatin1(language) << size;
    }
    void pagesHaveNoClippedText()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(LanguageManager::instance()->setLanguage(language));

        SpreadPage spread;
        spread.ringsBox()->setValue(20);
        spread.maxPointsBox()->setCurrentIndex(spread.maxPointsBox()->findData(256));
        spread.resize(size);
        spread.QWidget::show();
        QSignalSpy shown(&spread, &SpreadPage::dataShown);
        spread.setExperiment(experiment(100)); // 100 bars: the per-server chart's x axis
        QVERIFY(shown.wait(60000) || shown.count() > 0);
        QCoreApplication::processEvents();
        int panels = 0;
        QStringList all;
        for (FigurePanel *panel : {spread.cvPanel(), spread.busiestPanel(), spread.quietestPanel(), spread.loadPanel()}) {
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
