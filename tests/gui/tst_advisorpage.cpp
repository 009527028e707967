// The Advisor page: paste or open a config, get the report and chart, export Markdown and PDF.
#include "support/testpaths.h"

#include "gui/advisor/advisorpage.h"

#include <QFile>
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
        QString error;
        QVERIFY(page.openFile(dataFile(QStringLiteral("configs/envoy/seed-envoy-default.yaml")), &error));
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 120000);
        QVERIFY(page.hasReport());
        QVERIFY(page.report().hasFix);
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("minimum_ring_size")));
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("## The roll-out wave")));

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
