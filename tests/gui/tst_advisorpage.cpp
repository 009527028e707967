// The Advisor page: paste or open a config, get the report and chart, export Markdown and PDF.
#include "support/testpaths.h"

#include "gui/advisor/advisorpage.h"
#include "gui/export/figurepanel.h"
#include "gui/chart/plot.h"
#include "gui/settings/languagemanager.h"

#include "ringcore/advisor/advicereportformatter.h"
#include "ringcore/advisor/advisor.h"
#include "ringcore/config/proxyconfigreader.h"

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
#include <QLabel>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>

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
    // Issue 34 item 14: a HAProxy backend pasted alone (no mode line, no defaults section) was
    // advised as mode tcp alone; with `defaults mode http` the same backend is "Not needed today".
    // The mode is unknown: the report says so and gives both answers.
    void backendPastedAloneGetsBothModeAnswers()
    {
        const QString backend = QStringLiteral("backend be\n    balance uri\n    hash-type consistent sdbm avalanche\n"
                                               "    server a1 10.0.2.1:80\n    server a2 10.0.2.2:80\n"
                                               "    server a3 10.0.2.3:80\n");
        AdvisorPage page;
        page.setProxyCheckEnabled(false);
        page.resize(1366, 768);
        page.show();
        auto adviseText = [&](const QString &text) {
            page.setConfigText(text);
            QSignalSpy shown(&page, &AdvisorPage::adviceShown);
            page.advise();
            return QTest::qWaitFor([&] { return shown.count() == 1; }, 120000);
        };
        QVERIFY(adviseText(QStringLiteral("defaults\n    mode http\n") + backend));
        QVERIFY2(page.hasReport(), qPrintable(page.errorText()));
        QVERIFY2(page.reportMarkdown().contains(QStringLiteral("Not needed today")), qPrintable(page.reportMarkdown()));
        QVERIFY(!page.reportMarkdown().contains(QStringLiteral("Mode unknown")));

        QVERIFY(adviseText(backend));
        QVERIFY2(page.hasReport(), qPrintable(page.errorText()));
        const QTextBrowser *view = page.findChild<QTextBrowser *>();
        QVERIFY(view);
        const QString shown = view->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral("Mode unknown")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("If your defaults say mode http: HAProxy hashes it; this exact ring keeps")),
                 qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("not needed today")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("If they do not (mode tcp, HAProxy's default)")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Add mode http")), qPrintable(shown)); // the tcp answer's fix
        QVERIFY2(shown.contains(QStringLiteral("the mode is not known")), qPrintable(shown)); // the reader's note
        QVERIFY2(page.errorText().contains(QStringLiteral("if the mode is tcp")), qPrintable(page.errorText()));
    }

    // Item 14: a fix for the next server change whose exact ring is busier than today's says why
    // on the chart (busiest 1.022× today → 1.065× with the fix).
    void worseFixSaysWhyOnTheChart()
    {
        ringcore::AdviceReport r;
        r.config.system = QStringLiteral("envoy");
        r.config.sectionName = QStringLiteral("cluster");
        r.hasToday = r.hasFix = true;
        r.epsilon = 0.1;
        r.today.servers = r.fix.after.servers = 3;
        r.today.relativeLoads = {1.022, 0.99, 0.988};
        r.today.busiest = 1.022;
        r.today.exactWithin = true;
        r.today.ringsWithin = 0.4;
        r.fix.after.relativeLoads = {1.065, 0.97, 0.965};
        r.fix.after.busiest = 1.065;
        r.fix.after.ringsWithin = 0.96;
        r.fix.title = QStringLiteral("Raise minimum_ring_size to 4096");
        FigurePanel panel;
        panel.resize(900, 420);
        panel.setFigure(AdvisorPage::loadFigure(r));
        panel.show();
        QString title;
        for (const QLabel *l : panel.findChildren<QLabel *>())
            title += l->text();
        QVERIFY2(title.contains(QStringLiteral("1.065×")) && title.contains(QStringLiteral("1.022×")), qPrintable(title));
        QVERIFY2(title.contains(QStringLiteral("next server change")) && title.contains(QStringLiteral("lucky")),
                 qPrintable(title));
        QVERIFY2(title.contains(QStringLiteral("40%")) && title.contains(QStringLiteral("96%")), qPrintable(title));
        QCOMPARE(panel.figure().plot.series.last().name, QStringLiteral("with the fix (for the next server change)"));
        // A fix that lowers the busiest server needs no such words.
        r.fix.after.busiest = 1.01;
        QVERIFY(!AdvisorPage::loadFigure(r).title.contains(QStringLiteral("lucky")));
    }

    // Item 14: opening a binary file is refused (the text stays); edited text is replaced only
    // when the user agrees.
    void binaryFilesRefusedEditedTextKept()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("picture.png"));
        {
            QFile f(png);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromHex("89504e470d0a1a0a0000000d49484452"));
        }
        AdvisorPage page;
        page.show();
        page.setConfigText(QStringLiteral("backend be\n"));
        QString error;
        QVERIFY(!page.openFile(png, &error));
        QVERIFY2(error.contains(QStringLiteral("picture.png")) && error.contains(QStringLiteral("binary")), qPrintable(error));
        QCOMPARE(page.editor()->toPlainText(), QStringLiteral("backend be\n"));
        QCOMPARE(AdvisorPage::notTextReason("upstream u {\n\tserver a:80;\n}\n"), QString());
        QVERIFY(!AdvisorPage::notTextReason(QByteArray("caf\xe9")).isEmpty()); // Latin-1, not UTF-8

        // Typed text: the prompt is asked; "no" keeps it, "yes" replaces it.
        int asked = 0;
        bool answer = false;
        page.setReplacePrompt([&](QWidget *, const QString &path) {
            ++asked;
            return path.endsWith(QLatin1String(".cfg")) && answer;
        });
        page.editor()->setFocus();
        page.editor()->moveCursor(QTextCursor::End);
        QTest::keyClicks(page.editor(), QStringLiteral("    balance uri"));
        const QString typed = page.editor()->toPlainText();
        const QString cfg = dataFile(QStringLiteral("configs/haproxy/lucky-small-ring.cfg"));
        QVERIFY(!page.openFile(cfg, &error));
        QVERIFY(error.isEmpty());
        QCOMPARE(asked, 1);
        QCOMPARE(page.editor()->toPlainText(), typed);
        answer = true;
        QVERIFY2(page.openFile(cfg, &error), qPrintable(error));
        QCOMPARE(asked, 2);
        QVERIFY(page.editor()->toPlainText().contains(QStringLiteral("balance source")));
        // Text from a file, not edited since: replaced without asking.
        QVERIFY2(page.openFile(cfg, &error), qPrintable(error));
        QCOMPARE(asked, 2);
    }

    void loadCaptionHasNoEmptyBrackets()
    {
        // An nginx upstream with hash … consistent has no setting of its own (160 points per
        // weight is fixed): the caption used to read "nginx backend (), 20 servers, …".
        QString text = QStringLiteral("upstream backend {\n    hash $request_uri consistent;\n");
        for (int i = 0; i < 20; ++i)
            text += QStringLiteral("    server 127.0.0.1:%1;\n").arg(9001 + i);
        text += QStringLiteral("}\n");
        ringcore::ProxyConfig config;
        ringcore::ConfigError configError;
        ringcore::AdviceReport report;
        QString error;
        QVERIFY(ringcore::ProxyConfigReader::read(text, QStringLiteral("nginx.conf"), {}, &config, &configError));
        QVERIFY2(ringcore::Advisor::advise(config, {}, &report, &error), qPrintable(error));
        const Figure f = AdvisorPage::loadFigure(report);
        QVERIFY(f.isValid());
        const QRegularExpression emptyBrackets(QStringLiteral("\\(\\s*\\)|\\[\\s*\\]|,\\s*,|^\\s*[,;]"));
        QVERIFY2(!emptyBrackets.match(f.caption).hasMatch(), qPrintable(f.caption));
        QVERIFY2(f.caption.startsWith(QStringLiteral("nginx backend, 20 servers, ε = ")), qPrintable(f.caption));
        // Every combination of missing parts: never "()", never a dangling separator.
        for (const QString &system : {QString(), QStringLiteral("nginx")})
            for (const QString &section : {QString(), QStringLiteral("backend")})
                for (const QString &setting : {QString(), QStringLiteral("  "), QStringLiteral("16 points per unit of weight")})
                    for (const QString &fix : {QString(), QStringLiteral("Scale every weight by 8")}) {
                        const QString caption = AdvisorPage::loadCaption(system, section, setting, 20, 0.1, fix);
                        QVERIFY2(!emptyBrackets.match(caption).hasMatch(), qPrintable(caption));
                        QVERIFY2(caption.contains(QStringLiteral("20 servers")), qPrintable(caption));
                        QCOMPARE(caption.contains(QStringLiteral("(16 points per unit of weight)")),
                                 setting.startsWith(QLatin1Char('1')) && !(system + section).isEmpty());
                        QCOMPARE(caption.endsWith(QStringLiteral("; fix: Scale every weight by 8")), !fix.isEmpty());
                    }
    }
    void rankAxisIsWholeAndTheProxyIsNamed()
    {
        // Three servers: the chart's rank axis reads 1, 2, 3 (it read 1.0, 1.2 … 3.0), and the
        // report and caption name the proxy as the app does ("HAProxy", not the id "haproxy").
        const QString text = QStringLiteral("defaults\n  mode http\nbackend be\n  balance uri\n  hash-type consistent\n"
                                            "  server s1 127.0.0.1:9001 check\n  server s2 127.0.0.1:9002 check\n"
                                            "  server s3 127.0.0.1:9003 check weight 3\n");
        ringcore::ProxyConfig config;
        ringcore::ConfigError configError;
        ringcore::AdviceReport report;
        QString error;
        QVERIFY(ringcore::ProxyConfigReader::read(text, QStringLiteral("haproxy.cfg"), {}, &config, &configError));
        QVERIFY2(ringcore::Advisor::advise(config, {}, &report, &error), qPrintable(error));
        const Figure f = AdvisorPage::loadFigure(report);
        QVERIFY(f.isValid());
        QVERIFY(f.plot.x.integer);
        const AxisTicks ticks = PlotRenderer::axisTicks(f.plot.x, 1, 3, 10);
        QCOMPARE(ticks.labels, (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
        // Many servers keep the plain nice steps.
        QCOMPARE(PlotRenderer::axisTicks(f.plot.x, 1, 100, 6).labels.size(), PlotRenderer::ticks(1, 100, false, 6, true).labels.size());
        QVERIFY2(f.caption.startsWith(QStringLiteral("HAProxy be")), qPrintable(f.caption));
        const QString md = ringcore::AdviceReportFormatter::toMarkdown(report, QLocale());
        QVERIFY2(md.startsWith(QStringLiteral("# RingLab advice: HAProxy be")), qPrintable(md.left(80)));
        QVERIFY2(!md.contains(QStringLiteral("| Port | haproxy |")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("| Port | HAProxy ")), qPrintable(md));
    }

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
        QVERIFY2(f.caption.contains(QStringLiteral("Envoy")), qPrintable(f.caption)); // the display name, not the id "envoy"
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

    void opensEveryNewSystem_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QStringList>("sections");
        const auto list = [](const char *names) { return QString::fromUtf8(names).split(QLatin1Char('|')); };
        QTest::newRow("varnish") << QStringLiteral("configs/varnish/shard.vcl") << QStringLiteral("varnish") << list("vd|images");
        QTest::newRow("caddy") << QStringLiteral("configs/caddy/Caddyfile") << QStringLiteral("caddy")
                               << list(":8080|api.example.com /v1/*|api.example.com");
        QTest::newRow("trafficserver") << QStringLiteral("configs/trafficserver/parent.config") << QStringLiteral("trafficserver")
                                       << list("dest_domain=.|dest_domain=img.example.com|dest_domain=legacy.example.com");
        QTest::newRow("twemproxy") << QStringLiteral("configs/twemproxy/nutcracker.yml") << QStringLiteral("twemproxy")
                                   << list("alpha|beta|gamma");
    }
    void opensEveryNewSystem()
    {
        QFETCH(QString, file);
        QFETCH(QString, system);
        QFETCH(QStringList, sections);
        AdvisorPage page;
        QVERIFY(adviseOn(page, file));
        QVERIFY2(page.hasReport(), qPrintable(page.errorText()));
        QCOMPARE(page.report().config.system, system);
        QCOMPARE(page.sectionNames(), sections);
        QVERIFY(!page.sectionBox()->isHidden()); // each file has several sections: the chooser shows
        QVERIFY(page.reportMarkdown().contains(QStringLiteral("## Today")));
        // The last section advised on as well (a different director / block / rule / pool).
        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        page.sectionBox()->setCurrentIndex(page.sectionBox()->count() - 1);
        page.advise();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 120000);
        QVERIFY2(page.hasReport(), qPrintable(page.errorText()));
        QCOMPARE(page.report().config.sectionName, sections.last());
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
        // RingLab's reader refuses it, and says that haproxy -c does too, in HAProxy's words.
        QTest::newRow("haproxy weight 300") << QStringLiteral("defaults\n  mode http\nbackend be\n  balance uri\n"
                                                              "  hash-type consistent\n  server s1 127.0.0.1:9001 weight 300\n"
                                                              "  server s2 127.0.0.1:9002\n")
                                            << QStringLiteral("(RingLab's reader). haproxy -c")
                                            << QStringLiteral("is not within 0 and 256");
        // Only nginx -t knows this one.
        QTest::newRow("nginx -t refuses") << QStringLiteral("upstream cache {\n    hash $request_uri consistent;\n"
                                                            "    server 10.0.0.1:8080;\n    keepalive lots;\n}\n")
                                          << QStringLiteral("nginx -t refuses upstream cache")
                                          << QStringLiteral("invalid value \"lots\" in \"keepalive\" directive in line 4");
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

    void layer7HashWithoutModeHttpAgreesWithHaproxy()
    {
        // haproxy -c warns "Layer 7 hash not possible … Falling back to round robin"; the page says
        // the same: no ring today, and the fix is mode http (it showed today's ring as hashed).
        AdvisorPage page;
        QVERIFY(adviseOn(page, QStringLiteral("configs/haproxy/l7-hash-without-mode-http.cfg")));
        QVERIFY2(page.hasReport(), qPrintable(page.errorText()));
        QVERIFY(!page.report().hasToday);
        QVERIFY(page.report().hasFix);
        QCOMPARE(page.report().fix.pasteLines.value(0), QStringLiteral("mode http"));
        QVERIFY2(page.errorText().startsWith(QStringLiteral("Add mode http")), qPrintable(page.errorText()));
        QVERIFY2(page.reportMarkdown().contains(QStringLiteral("**no hashing**")), qPrintable(page.reportMarkdown()));
    }

    void noFixSaysWhyAndTheRingsBoxSaysWhatItCounts()
    {
        AdvisorPage page;
        page.setProxyCheckEnabled(false);
        QVERIFY(adviseOn(page, QStringLiteral("configs/haproxy/weights-at-the-maximum.cfg")));
        QVERIFY2(page.hasReport(), qPrintable(page.errorText()));
        QVERIFY(!page.report().hasFix);
        // The status line says why (it said only "No fix found").
        QVERIFY2(page.errorText().startsWith(QStringLiteral("No fix found: the heaviest server already has weight 256")),
                 qPrintable(page.errorText()));
        // The spin box next to ε is the rings held in memory, not the Monte-Carlo's ring count.
        bool labelled = false;
        for (const QLabel *l : page.findChildren<QLabel *>())
            labelled = labelled || l->text() == QStringLiteral("Rings in memory");
        QVERIFY(labelled);
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

    void fixSentencesFollowALanguageSwitch()
    {
        // The sentences ringcore writes into the report (the fix's title and why, the roll-out
        // steps, the notes) follow a language switch at run time without pressing Advise again.
        LanguageManager *languages = LanguageManager::instance();
        QVERIFY(languages->setLanguage(QStringLiteral("en")));
        AdvisorPage page;
        page.setProxyCheckEnabled(false);
        QVERIFY(adviseOn(page, QStringLiteral("configs/nginx/seed-nginx.conf")));
        QVERIFY(page.report().hasFix);
        const QString english = page.report().fix.title;
        const QString englishWhy = page.report().fix.why;
        QVERIFY2(english.startsWith(QStringLiteral("Scale every weight by")), qPrintable(english));
        QCOMPARE(page.errorText(), english);
        QVERIFY(page.reportMarkdown().contains(english));

        QSignalSpy shown(&page, &AdvisorPage::adviceShown);
        QVERIFY(languages->setLanguage(QStringLiteral("de")));
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1 && !page.isBusy(), 120000);
        const QString german = page.report().fix.title;
        QVERIFY2(german.startsWith(QStringLiteral("Jedes Gewicht")), qPrintable(german));
        QVERIFY(page.report().fix.why != englishWhy);
        QCOMPARE(page.errorText(), german);
        QVERIFY(page.reportMarkdown().contains(german));
        QVERIFY(!page.reportMarkdown().contains(english));
        for (const QString &note : page.report().notes)
            QVERIFY2(!note.startsWith(QStringLiteral("Shares, busiest and quietest")), qPrintable(note));

        QVERIFY(languages->setLanguage(QStringLiteral("zh_CN")));
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 2 && !page.isBusy(), 120000);
        QVERIFY2(page.report().fix.title.contains(QStringLiteral("权重")), qPrintable(page.report().fix.title));
        QVERIFY(page.reportMarkdown().contains(page.report().fix.title));

        // Back to English: the same sentences as before (served from the cache, not recomputed).
        QVERIFY(languages->setLanguage(QStringLiteral("en")));
        QTRY_COMPARE_WITH_TIMEOUT(page.report().fix.title, english, 5000);
        QCOMPARE(page.errorText(), english);
        QVERIFY(page.reportMarkdown().contains(english));
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
        QString text = QStringLiteral("backend big\n    mode http\n    balance uri\n    hash-type consistent\n");
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
