// The Advisor page: paste or open a config, get the report and chart, export Markdown and PDF.
#include "support/testpaths.h"

#include "gui/advisor/advisorpage.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QTranslator>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ringlab::gui;
using ringlab::test::dataFile;

namespace {

/// Translates two sentences of the Advisor report, in the context the report is written in.
class ReportTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QByteArrayView(context) != "AdviceReportFormatter")
            return {};
        if (QByteArrayView(source) == "## Today\n\n")
            return QStringLiteral("## Heute\n\n");
        if (QByteArrayView(source) == "## The fix\n\n")
            return QStringLiteral("## Die Korrektur\n\n");
        if (QByteArrayView(source) == "| Measure | Value |\n|---|---|\n") // written by a helper of the formatter
            return QStringLiteral("| Messgröße | Wert |\n|---|---|\n");
        return {};
    }
    bool isEmpty() const override { return false; }
};

const QString kTwoUpstreams = QStringLiteral("upstream plain {\n    server 10.0.0.1:80;\n    server 10.0.0.2:80;\n}\n"
                                             "upstream cache {\n    hash $request_uri consistent;\n"
                                             "    server 127.0.0.1:9001;\n    server 127.0.0.1:9002 weight=2;\n"
                                             "    server 127.0.0.1:9003;\n}\n");

/// Opens a test config on the page and waits for its report (false: not opened or no report).
bool adviseOn(AdvisorPage &page, const QString &config)
{
    QString error;
    if (!page.openFile(dataFile(config), &error))
        return false;
    QSignalSpy shown(&page, &AdvisorPage::adviceShown);
    page.advise();
    return QTest::qWaitFor([&] { return shown.count() == 1; }, 120000);
}

} // namespace

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
        // Tidy data: figure, series, label, x (rank), y (share / fair share), one row per point.
        QCOMPARE(f.data.columns.mid(0, 5), QStringLiteral("figure,series,label,x,y").split(QLatin1Char(',')));
        QList<double> today, withFix;
        for (const QVariantList &row : f.data.rows)
            (row.at(1).toString() == QLatin1String("today") ? today : withFix) << row.at(4).toDouble();
        QCOMPARE(today.size(), qsizetype(page.report().today.upServers));
        QCOMPARE(today.front(), page.report().today.busiest);
        QCOMPARE(withFix.front(), page.report().fix.after.busiest);
        for (qsizetype i = 1; i < today.size(); ++i)
            QVERIFY(today[i] <= today[i - 1]);
        QVERIFY(f.caption.contains(QStringLiteral("envoy")));
        QCOMPARE(f.plot.series.size(), 2); // today, with the fix; 1 + ε is a labelled reference line
        QCOMPARE(f.plot.series.at(0).points.size(), page.report().today.upServers);
        QCOMPARE(f.plot.references.size(), 1);

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

    void sectionChooserWhenTheFileHasSeveral()
    {
        AdvisorPage page;
        page.setConfigText(kTwoUpstreams);
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 60000);
        QVERIFY(page.hasReport());
        QCOMPARE(page.sectionNames(), (QStringList{QStringLiteral("plain"), QStringLiteral("cache")}));
        QVERIFY(!page.sectionBox()->isHidden());
        QCOMPARE(page.sectionBox()->count(), 2);
        QCOMPARE(page.sectionBox()->currentText(), QStringLiteral("cache")); // the one that hashes consistently
        QCOMPARE(page.report().config.sectionName, QStringLiteral("cache"));
        QVERIFY2(!page.reportMarkdown().contains(QStringLiteral("--section")), qPrintable(page.reportMarkdown()));
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("Section list")));
        // Choosing the other section advises on it.
        page.sectionBox()->setCurrentIndex(0);
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 2, 60000);
        QCOMPARE(page.report().config.sectionName, QStringLiteral("plain"));
        QCOMPARE(page.sectionBox()->currentText(), QStringLiteral("plain"));
        // The chosen section edited away in the editor: the advice goes to what is there, no error.
        page.editor()->setPlainText(kTwoUpstreams.mid(kTwoUpstreams.indexOf(QStringLiteral("upstream cache"))));
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 3, 60000);
        QVERIFY2(page.hasReport(), qPrintable(page.errorText()));
        QCOMPARE(page.report().config.sectionName, QStringLiteral("cache"));
        QVERIFY(page.sectionBox()->isHidden());
        // A file with one section hides the chooser.
        page.setConfigText(QStringLiteral("upstream one {\n    hash $uri consistent;\n    server 127.0.0.1:9001;\n}\n"));
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 4, 60000);
        QVERIFY(page.sectionBox()->isHidden());
    }

    void configsTheProxyRefusesAreErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("line");
        // RingLab's reader knows this one (nginx's own words).
        QTest::newRow("hash with backup") << QStringLiteral("upstream cache {\n    hash $request_uri consistent;\n"
                                                            "    server 10.0.0.1:8080;\n    server 10.0.0.3:8080 backup;\n}\n")
                                          << QStringLiteral("balancing method does not support parameter \"backup\"")
                                          << QStringLiteral("line 4");
        // Only nginx -t knows this one.
        QTest::newRow("nginx -t refuses") << QStringLiteral("upstream cache {\n    hash $request_uri consistent;\n"
                                                            "    server 10.0.0.1:8080 max_fails=lots;\n}\n")
                                          << QStringLiteral("nginx -t refuses upstream cache")
                                          << QStringLiteral("invalid parameter \"max_fails=lots\" in line 3");
    }

    void configsTheProxyRefusesAreErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QFETCH(QString, line);
        AdvisorPage page;
        page.setConfigText(text);
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 60000);
        QVERIFY(!page.hasReport());
        QVERIFY2(page.errorText().contains(message), qPrintable(page.errorText()));
        QVERIFY2(page.errorText().contains(line), qPrintable(page.errorText()));
        QVERIFY(!page.errorText().contains(QStringLiteral("backups are not on the hash ring")));
    }

    void acceptedConfigSaysItWasChecked()
    {
        AdvisorPage page;
        QVERIFY(adviseOn(page, QStringLiteral("configs/haproxy/seed-haproxy-default.cfg")));
        QVERIFY2(page.hasReport(), qPrintable(page.errorText()));
        QVERIFY(page.proxyCheck().ran);
        QVERIFY(page.proxyCheck().accepted);
        QVERIFY2(page.reportMarkdown().contains(QStringLiteral("Checked with haproxy -c")), qPrintable(page.reportMarkdown()));
        // The roll-out is HAProxy's, not Cloudflare's.
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("### In steps on HAProxy")));
        QVERIFY(!page.reportMarkdown().contains(QStringLiteral("Cloudflare's dual-ring")));
    }

    void configPaneWrapsAndResizes()
    {
        AdvisorPage page;
        page.resize(1366, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.editor()->lineWrapMode(), QPlainTextEdit::WidgetWidth);
        QVERIFY(!page.splitter()->childrenCollapsible());
        QCOMPARE(page.splitter()->widget(0), static_cast<QWidget *>(page.editor()));
        page.setConfigText(QStringLiteral("upstream cache {\n    hash $request_uri consistent;\n    server ")
                           + QString(300, QLatin1Char('x')) + QStringLiteral(":8080 max_fails=3 fail_timeout=10s;\n}\n"));
        QTest::qWait(50);
        QCOMPARE(page.editor()->horizontalScrollBar()->maximum(), 0); // nothing runs out of sight
        // The handle resizes the pane.
        const QList<int> sizes = page.splitter()->sizes();
        page.splitter()->setSizes({sizes.at(0) + 200, sizes.at(1) - 200});
        QTRY_VERIFY(page.editor()->width() > sizes.at(0) + 150);
    }

    void reportFollowsTheLanguage()
    {
        AdvisorPage page;
        QVERIFY(adviseOn(page, QStringLiteral("configs/nginx/seed-nginx.conf")));
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("## Today")));
        ReportTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QTRY_VERIFY(page.reportMarkdown().contains(QStringLiteral("## Heute")));
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("## Die Korrektur")));
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("| Messgröße | Wert |")));
        QVERIFY(!page.reportMarkdown().contains(QStringLiteral("## Today")));
        QCoreApplication::removeTranslator(&translator);
        QTRY_VERIFY(page.reportMarkdown().contains(QStringLiteral("## Today")));
    }

    void reportNumbersInTheUiLocale()
    {
        // On screen the report writes numbers as the UI does ("1,228×" in German); the C notation
        // ("1.228×") is for what programs read (ringlab-cli advise --json).
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        AdvisorPage page;
        QVERIFY(adviseOn(page, QStringLiteral("configs/nginx/seed-nginx.conf")));
        const QString md = page.reportMarkdown();
        QLocale::setDefault(before);
        QVERIFY2(md.contains(QRegularExpression(QStringLiteral("\\d,\\d{3}×"))), qPrintable(md.left(600)));
        QVERIFY2(!md.contains(QRegularExpression(QStringLiteral("\\d\\.\\d{3}×"))), qPrintable(md.left(600)));
        QVERIFY2(md.contains(QRegularExpression(QStringLiteral("\\d,\\d[\\x{00A0} ]?%"))), qPrintable(md.left(600)));
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

    void cancelStopsTheAdviceAndIsShown()
    {
        // 1,000 HAProxy servers at ε = 0.02: the advice takes far longer than this test waits.
        QString text = QStringLiteral("backend big\n    balance uri\n    hash-type consistent\n");
        for (int i = 0; i < 1000; ++i)
            text += QStringLiteral("    server s%1 10.0.%2.%3:80 weight 1\n").arg(i).arg(i / 250).arg(i % 250 + 1);
        AdvisorPage page;
        page.setProxyCheckEnabled(false);
        page.show();
        page.epsilonBox()->setValue(0.02);
        page.setConfigText(text, QStringLiteral("big.cfg"));
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        QSignalSpy cancelled(page.runner(), &JobRunnerBase::cancelled);
        page.advise();
        auto *cancel = page.findChild<QPushButton *>(QStringLiteral("advisorCancel"));
        QVERIFY(cancel);
        QVERIFY(page.isBusy());
        QVERIFY(cancel->isVisible() && cancel->isEnabled());
        QCOMPARE(page.errorText(), QStringLiteral("Working…"));
        QTest::qWait(300);
        QVERIFY(page.isBusy());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!page.isBusy()); // free at once
        QCOMPARE(cancelled.size(), 1);
        QCOMPARE(page.errorText(), QStringLiteral("Cancelled"));
        QVERIFY(!cancel->isEnabled());
        // The ringcore job stops (it polls the token): the pool has its thread back soon, and
        // nothing of the cancelled advice is ever shown.
        QTRY_COMPARE_WITH_TIMEOUT(page.runner()->droppedResults(), 1, 2000);
        QCOMPARE(shown.size(), 0);
        QVERIFY(!page.hasReport());
        QCOMPARE(page.errorText(), QStringLiteral("Cancelled"));
    }

    void sameTextAndSettingsAreServedFromTheCache()
    {
        AdvisorPage page;
        page.setProxyCheckEnabled(false);
        page.setConfigText(kTwoUpstreams, QStringLiteral("two.conf"));
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        page.advise();
        QVERIFY(page.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy() && shown.size() == 1, 60000);
        const QString first = page.reportMarkdown();
        page.advise(); // unchanged: answered at once
        QCOMPARE(shown.size(), 2);
        QVERIFY(!page.isBusy());
        QCOMPARE(page.reportMarkdown(), first);
        page.epsilonBox()->setValue(0.2); // another setting: computed again
        page.advise();
        QVERIFY(page.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy() && shown.size() == 3, 60000);
    }
};

QTEST_MAIN(TestAdvisorPage)
#include "tst_advisorpage.moc"
