// The Advisor page: paste or open a config, get the report and chart, export Markdown and PDF.
#include "support/testpaths.h"

#include "gui/advisor/advisorpage.h"

#include <QChart>
#include <QFile>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ringlab::gui;
using ringlab::test::dataFile;

class TestAdvisorPage : public QObject
{
    Q_OBJECT

private slots:
    void opensAdvisesAndExports()
    {
        AdvisorPage page;
        QCOMPARE(page.title(), QStringLiteral("Advisor"));
        QVERIFY(page.figures().isEmpty()); // nothing to export before a report
        QString error;
        QVERIFY(page.openFile(dataFile(QStringLiteral("configs/envoy/seed-envoy-default.yaml")), &error));
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 120000);
        QVERIFY(page.hasReport());
        QVERIFY(page.report().hasFix);
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("minimum_ring_size")));
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("## The roll-out wave")));

        // The load chart is a figure (Export, Export all figures): busiest first, today and with the fix.
        const QList<Figure> figures = page.figures();
        QCOMPARE(figures.size(), 1);
        const Figure &f = figures.front();
        QCOMPARE(f.name, QStringLiteral("advisor-load"));
        QCOMPARE(f.data.rows.size(), qsizetype(page.report().today.upServers));
        QCOMPARE(f.data.rows.front().at(1).toDouble(), page.report().today.busiest);
        QCOMPARE(f.data.rows.front().at(2).toDouble(), page.report().fix.after.busiest);
        for (qsizetype i = 1; i < f.data.rows.size(); ++i)
            QVERIFY(f.data.rows[i].at(1).toDouble() <= f.data.rows[i - 1].at(1).toDouble());
        QVERIFY(f.caption.contains(QStringLiteral("envoy")));
        std::unique_ptr<QChart> built(f.makeChart());
        QCOMPARE(built->series().size(), 3); // today, with the fix, 1 + ε
        QCOMPARE(static_cast<QLineSeries *>(built->series().at(0))->count(), page.report().today.upServers);

        const QImage chart = page.chartImage(QSize(400, 200));
        QCOMPARE(chart.size(), QSize(400, 200));
        QVERIFY(!chart.isNull());

        QTemporaryDir dir;
        const QString md = dir.filePath(QStringLiteral("advice.md"));
        const QString pdf = dir.filePath(QStringLiteral("advice.pdf"));
        QVERIFY2(page.exportMarkdown(md, &error), qPrintable(error));
        QVERIFY2(page.exportPdf(pdf, &error), qPrintable(error));
        QFile m(md);
        QVERIFY(m.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(m.readAll()), page.reportMarkdown());
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QVERIFY(p.read(5) == "%PDF-");
        QVERIFY(p.size() > 2000);
    }

    void pastedBrokenConfigShowsLineAndReason()
    {
        AdvisorPage page;
        page.setConfigText(QStringLiteral("upstream a {\n    hash $uri consistent;\n    server 1.1.1.1 weight=x;\n}\n"));
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 60000);
        QVERIFY(!page.hasReport());
        QVERIFY2(page.errorText().contains(QStringLiteral("line 3")), qPrintable(page.errorText()));
        QVERIFY(page.errorText().contains(QStringLiteral("bad weight")));
        QString error;
        QVERIFY(!page.exportMarkdown(QStringLiteral("/tmp/never.md"), &error));
    }

    void staleResultsAreDropped()
    {
        AdvisorPage page;
        page.setConfigText(QStringLiteral("upstream a {\n    server 1.1.1.1;\n}\n"));
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        page.advise();
        QString error;
        QVERIFY(page.openFile(dataFile(QStringLiteral("configs/istio/dr-maglev.yaml")), &error));
        page.advise(); // the first result, if it arrives later, must not replace this one
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy() && page.hasReport(), 60000);
        QCOMPARE(page.report().config.algorithm, QStringLiteral("maglev"));
    }
};

QTEST_MAIN(TestAdvisorPage)
#include "tst_advisorpage.moc"
