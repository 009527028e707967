// What the Ring page says: callouts that wrap and never truncate, the visible share of the circle
// measured from the view, numbers in plain locale notation, point labels only where they fit
// (with a legend), the removal overlay following the current server list, the share a new server
// took and from whom, the Points column for tables and stateless schemes, the compact Weights
// field, plurals, and the weighted ring's effective k.
#include "gui/experiment/experimentpanel.h"
#include "gui/experiment/numberspanel.h"
#include "gui/common/snapshotservice.h"
#include "gui/ring/ringbottomtext.h"
#include "gui/ring/ringcallouts.h"
#include "gui/ring/ringcentretext.h"
#include "gui/ring/ringgeometry.h"
#include "gui/ring/ringlookupoverlay.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringpointlabels.h"
#include "gui/ring/ringrenderer.h"
#include "gui/ring/ringview.h"
#include "gui/servers/servertablemodel.h"
#include "gui/settings/languagemanager.h"
#include "gui/teaching/lessons/lessonbook.h"
#include "ringcore/live/liverunstatus.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/core/weightstext.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFontMetricsF>
#include <QLabel>
#include <QPushButton>
#include <QLineEdit>
#include <QTest>
#include <QRegularExpression>
#include <QTextLayout>

#include <cmath>

using namespace ringcore;
using namespace ringlab::gui;

namespace {

/// The lines QPainter::drawText would make of text at a width (word wrap, centred).
QStringList wrappedLines(const QString &text, const QFont &font, int width)
{
    QTextLayout layout(text, font);
    QTextOption option(Qt::AlignCenter);
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength());
    }
    layout.endLayout();
    return lines;
}

ServerList servers(const QString &text)
{
    QString error;
    ServerList list = ServerListParser::parseServers(text, &error);
    if (list.isEmpty())
        qFatal("bad server list %s: %s", qPrintable(text), qPrintable(error));
    return list;
}

RingSnapshotPtr build(const QString &algorithm, const ServerList &list, qint64 keys = 20000,
                      const AlgorithmOptions &options = {})
{
    Experiment e;
    e.algorithm = algorithm;
    e.servers = list;
    e.options = options;
    e.keys = keys;
    e.seed = 1;
    auto s = std::make_shared<const RingSnapshot>(RingSnapshotBuilder::build(e, 1));
    if (!s->ok())
        qFatal("%s: %s", qPrintable(algorithm), qPrintable(s->error));
    return s;
}

/// The text fits its callout: wrapped inside the box's inner width, every line and the whole height.
bool fits(const QFont &font, const QString &text, const QRectF &box)
{
    const QRectF inner = box.adjusted(RingCallouts::kCalloutPadding, RingCallouts::kCalloutPadding,
                                      -RingCallouts::kCalloutPadding, -RingCallouts::kCalloutPadding);
    const QRectF needed = QFontMetricsF(font).boundingRect(inner, RingCallouts::kCalloutFlags, text);
    return needed.width() <= inner.width() + 0.5 && needed.height() <= inner.height() + 0.5;
}

} // namespace

class TestRingViewText : public QObject
{
    Q_OBJECT
private slots:
    // English with its plural file (ringlab_en.qm), as the application starts in English.
    void initTestCase() { QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en"))); }
    void init()
    {
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en"))); // also after a failed German case
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void cleanupTestCase() { QLocale::setDefault(QLocale::system()); }

    void numbersArePlainLocaleNotation_data();
    void numbersArePlainLocaleNotation();
    void calloutsWrapAndNeverTruncate();
    void visibleFractionIsMeasuredFromTheView();
    void tooltipsUsePlainNumbers();
    void statusLineHasNoScientificNotation();
    void pointLabelsNeverOverlapAndAreExplained();
    void bottomLinesWrapAndStayOffTheLabels_data();
    void bottomLinesWrapAndStayOffTheLabels();
    void distanceLabelsNeverOverlap();
    void overlayFollowsTheCurrentServerList();
    void calloutsStayOffTheRing_data();
    void calloutsStayOffTheRing();
    void addingAServerReportsTheShareItTook();
    void movesToANewServerAreNotMagenta();
    void pointsColumnForTablesAndStatelessSchemes();
    void weightsFieldStaysCompact();
    void weightSelectorsAreParsedAndChecked();
    void pluralsFollowTheCount();
    void englishPluralsInRealPlaces();
    void centreTextBreaksBetweenPhrases();
    void centreCountStaysWholeInChinese();
    void weightedFormulaUsesTheEffectiveK();
    void legendSaysWhatTheSchemeDraws();
};

void TestRingViewText::numbersArePlainLocaleNotation_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("digits");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zoom") << "en_US" << 293847.2 << 4 << "293,847";
    QTest::newRow("points per pixel") << "en_US" << 1270.4 << 3 << "1,270";
    QTest::newRow("whole") << "en_US" << 6.0 << 4 << "6";
    QTest::newRow("fraction") << "en_US" << 17.34567 << 3 << "17.3";
    QTest::newRow("small plain") << "en_US" << 0.000837 << 3 << "0.000837";
    QTest::newRow("below 1e-4") << "en_US" << 0.0000123 << 3 << "1.23×10⁻⁵";
    QTest::newRow("tiny") << "en_US" << 4.2e-11 << 3 << "4.2×10⁻¹¹";
    QTest::newRow("carry") << "en_US" << 9.9996e-6 << 3 << "1×10⁻⁵";
    QTest::newRow("zero") << "en_US" << 0.0 << 3 << "0";
    QTest::newRow("German zoom") << "de_DE" << 293847.2 << 4 << "293.847";
    QTest::newRow("German fraction") << "de_DE" << 0.000837 << 3 << "0,000837";
    QTest::newRow("German power") << "de_DE" << 0.0000123 << 3 << "1,23×10⁻⁵";
}

void TestRingViewText::numbersArePlainLocaleNotation()
{
    QFETCH(QString, locale);
    QFETCH(double, value);
    QFETCH(int, digits);
    QFETCH(QString, expected);
    QCOMPARE(NumberText::plain(value, digits, QLocale(locale)), expected);
}

void TestRingViewText::calloutsWrapAndNeverTruncate()
{
    // HAProxy (nearest point) writes the longest explanation; a narrow view must wrap it.
    RingView view;
    view.resize(420, 500);
    view.setAnimationScale(0.001);
    view.setSnapshot(build(QStringLiteral("haproxy"), servers(QStringLiteral("127.0.0.1:9001-9100"))));
    view.lookupKey("/objects/cat.jpg");
    QTRY_VERIFY(!view.isLookupRunning());
    const LookupTrace &t = view.lookupTrace();
    QVERIFY(t.steps.size() >= 3);
    const QString text = t.steps.join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("nearer: 127.0.0.1:")), qPrintable(text)); // the whole address
    const QFont font = view.font();
    for (double width : {200.0, 260.0, 420.0 * 0.6 - 16, 900.0}) {
        const QRectF box = RingCallouts::calloutRect(font, text, width);
        QVERIFY2(box.width() <= std::max(width, 40.0 + 2 * RingCallouts::kCalloutPadding) + 0.5,
                 qPrintable(QStringLiteral("box %1 wider than %2").arg(box.width()).arg(width)));
        QVERIFY2(fits(font, text, box), qPrintable(QStringLiteral("text cut at width %1").arg(width)));
    }
    // In a narrow box the text needs more lines than it has: it was wrapped, not cut.
    const QRectF narrow = RingCallouts::calloutRect(font, text, 200);
    QVERIFY(narrow.height() > QFontMetricsF(font).lineSpacing() * t.steps.size() + 2 * RingCallouts::kCalloutPadding);
    // Percentages in the steps are plain numbers, never "e-04".
    QVERIFY2(!text.contains(QLatin1Char('e')) || !text.contains(QRegularExpression(QStringLiteral("\\de[-+]"))),
             qPrintable(text));
}

void TestRingViewText::visibleFractionIsMeasuredFromTheView()
{
    RingGeometry g;
    g.setSize(QSizeF(700, 560));
    g.setZoom(1);
    QCOMPARE(g.visibleFraction(), 1.0);
    // Sample the circle densely and count what lies inside the widget.
    auto sampled = [](const RingGeometry &geometry) {
        const int n = 200000;
        int inside = 0;
        for (int i = 0; i < n; ++i) {
            const QPointF p = geometry.pointAt((i + 0.5) / n, 0);
            inside += p.x() >= 0 && p.x() <= geometry.size().width() && p.y() >= 0 && p.y() <= geometry.size().height();
        }
        return double(inside) / n;
    };
    for (double zoom : {2.0, 3.0, 6.0, 20.0}) {
        g.setZoom(zoom);
        const double measured = g.visibleFraction();
        QVERIFY2(measured < 0.9, qPrintable(QString::number(measured)));
        QVERIFY2(std::abs(measured - sampled(g)) < 0.002,
                 qPrintable(QStringLiteral("zoom %1: %2 vs sampled %3").arg(zoom).arg(measured).arg(sampled(g))));
    }
    // Deep zoom: nearly straight; the visible arc is the width over the circumference.
    g.setZoom(1e6);
    const double expected = 700 / (2 * M_PI * g.radius());
    QVERIFY2(std::abs(g.visibleFraction() / expected - 1) < 0.01, qPrintable(QString::number(g.visibleFraction())));
    // The 6× view of the issue does not claim 100%.
    g.setZoom(6);
    RingRenderState st;
    st.geometry = g;
    st.snapshot = build(QStringLiteral("nginx"), servers(QStringLiteral("127.0.0.1:9001-9010")), 0);
    const QString status = RingBottomText::statusText(st);
    QVERIFY2(!status.contains(QStringLiteral("100% of the circle")), qPrintable(status));
    QVERIFY2(status.contains(NumberText::percent(g.visibleFraction(), 3) + QStringLiteral("% of the circle visible")),
             qPrintable(status));
}

void TestRingViewText::tooltipsUsePlainNumbers()
{
    // 100 servers × 1,000 points: arcs of about 10⁻⁵ of the circle, written ×10⁻⁶ or plainly.
    RingView view;
    view.resize(600, 600);
    view.setSnapshot(build(QStringLiteral("ideal"), servers(QStringLiteral("127.0.0.1:9001-9100")), 0,
                           {{QStringLiteral("points"), QStringLiteral("1000")}}));
    const RingSnapshotPtr s = view.snapshot();
    const QRegularExpression scientific(QStringLiteral("\\d[eE][-+]?\\d"));
    int powers = 0;
    for (size_t i = 0; i < s->pointHash.size(); i += 997) {
        RingHit hit;
        hit.part = RingHit::Point;
        hit.point = static_cast<long long>(i);
        hit.server = s->pointServer[i];
        QString text = view.describe(hit);
        QVERIFY2(text.contains(QStringLiteral("% of the circle")), qPrintable(text));
        text.remove(QRegularExpression(QStringLiteral("0x[0-9a-f]+"))); // the hash is hex
        QVERIFY2(!text.contains(scientific), qPrintable(text));
        powers += text.contains(QStringLiteral("×10⁻")) ? 1 : 0;
    }
    QVERIFY(powers > 0); // some arcs are below 10⁻⁴ %
}

void TestRingViewText::statusLineHasNoScientificNotation()
{
    RingRenderState st;
    st.snapshot = build(QStringLiteral("nginx"), servers(QStringLiteral("127.0.0.1:9001-9100")), 0);
    st.geometry.setSize(QSizeF(700, 560));
    st.geometry.setZoom(293847.2);
    QString status = RingBottomText::statusText(st);
    QVERIFY2(status.contains(QStringLiteral("zoom 293,847×")), qPrintable(status));
    QVERIFY2(!status.contains(QStringLiteral("E+")) && !status.contains(QStringLiteral("e+")), qPrintable(status));
    // Whole circle: 16,000 points on a few thousand pixels.
    st.geometry.setZoom(1);
    status = RingBottomText::statusText(st);
    QVERIFY2(status.contains(QStringLiteral("points per pixel")), qPrintable(status));
    QVERIFY2(!status.contains(QStringLiteral("E+")) && !status.contains(QStringLiteral("e+")), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("100% of the circle visible")), qPrintable(status));
    // Zoomed in between two points: the line names whose arc is shown ("every point drawn" said
    // nothing, with no point on screen).
    st.geometry.setZoom(293847.2);
    int between = 0;
    for (int i = 0; i < 200 && between < 5; ++i) {
        st.geometry.setFocus(i / 200.0 + 0.0013);
        const double first = st.geometry.visibleFirst(), span = st.geometry.visibleSpan();
        const RingSnapshot &s = *st.snapshot;
        const size_t a = s.lowerPoint(s.hashAt(RingGeometry::wrap(first)));
        const size_t b = s.lowerPoint(s.hashAt(RingGeometry::wrap(first + span)));
        if (a != b)
            continue; // a point in view
        ++between;
        const int owner = s.pointServer[a == s.pointHash.size() ? 0 : a];
        status = RingBottomText::statusText(st);
        const QString expected = QStringLiteral("the whole arc shown belongs to server #%1 (%2)")
                                     .arg(owner + 1)
                                     .arg(s.servers.at(owner).address);
        QVERIFY2(status.contains(expected), qPrintable(status + QStringLiteral(" / expected: ") + expected));
        QVERIFY2(!status.contains(QStringLiteral("every point drawn")), qPrintable(status));
    }
    QVERIFY(between > 0);
}

void TestRingViewText::pointLabelsNeverOverlapAndAreExplained()
{
    RingRenderState st;
    st.snapshot = build(QStringLiteral("nginx"), servers(QStringLiteral("127.0.0.1:9001-9100")), 0);
    st.geometry.setSize(QSizeF(800, 600));
    const QFont font = QApplication::font();
    int zoomsWithLabels = 0;
    for (double zoom : {30.0, 100.0, 300.0, 1000.0, 1e4, 1e5}) {
        for (double focus : {0.0, 0.25, 0.6}) {
            st.geometry.setZoom(zoom);
            st.geometry.setFocus(focus);
            const std::vector<PointLabel> labels = RingPointLabels::pointLabels(st, font);
            for (size_t i = 0; i < labels.size(); ++i) {
                QVERIFY(QRectF(QPointF(0, 0), st.geometry.size()).contains(labels[i].rect));
                for (size_t j = i + 1; j < labels.size(); ++j)
                    QVERIFY2(!labels[i].rect.intersects(labels[j].rect),
                             qPrintable(QStringLiteral("zoom %1: %2 overlaps %3").arg(zoom).arg(labels[i].text, labels[j].text)));
            }
            if (labels.empty()) {
                QVERIFY(RingBottomText::labelLegend(st, labels).isEmpty());
                continue;
            }
            ++zoomsWithLabels;
            const PointLabel &first = labels.front();
            const int server = st.snapshot->pointServer[first.point];
            // Servers counted as the list counts them: the first is 1.
            QCOMPARE(first.text, QStringLiteral("%1·%2").arg(server + 1).arg(st.snapshot->pointIndex[first.point]));
            const QString legend = RingBottomText::labelLegend(st, labels);
            QVERIFY2(legend.contains(QStringLiteral("server·point")), qPrintable(legend));
            QVERIFY2(legend.contains(QStringLiteral("of server #%1 (%2)").arg(server + 1).arg(st.snapshot->servers.at(server).address)),
                     qPrintable(legend));
        }
    }
    QVERIFY(zoomsWithLabels >= 6);
}

void TestRingViewText::bottomLinesWrapAndStayOffTheLabels_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")})
        for (const QSize &size : {QSize(494, 560), QSize(420, 700), QSize(1000, 420)})
            QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height()) << language << size;
}

// The legend ("Labels read server·point: …") and the status line under the ring wrap at the view's
// width instead of running out of it (German), and no point label is drawn under them (three
// servers at zoom 1 put labels at the very bottom).
void TestRingViewText::bottomLinesWrapAndStayOffTheLabels()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    RingRenderState st;
    st.snapshot = build(QStringLiteral("haproxy"), servers(QStringLiteral("10.0.0.1:80,10.0.0.2:80,10.0.0.3:80")), 0);
    st.geometry.setSize(QSizeF(size));
    st.geometry.setBottomReserve(QFontMetricsF(QApplication::font()).height() + 6);
    const QFont font = QApplication::font();
    int checked = 0;
    for (double zoom : {1.0, 1.5, 3.0, 40.0, 83.145}) {
        for (double focus : {0.0, 0.25, 0.5, 0.75}) {
            st.geometry.setZoom(zoom);
            st.geometry.setFocus(focus);
            const std::vector<PointLabel> labels = RingPointLabels::pointLabels(st, font);
            const QString legend = RingBottomText::labelLegend(st, labels);
            QRectF status, legendRect;
            RingBottomText::bottomTextRects(st, font, legend, &status, &legendRect);
            const QRectF widget(QPointF(0, 0), QSizeF(size));
            QVERIFY(widget.contains(status));
            const QFontMetricsF fm(font);
            const auto fits = [&](const QString &text, const QRectF &r) {
                const QRectF need = fm.boundingRect(QRectF(0, 0, r.width(), 1e6), Qt::AlignLeft | Qt::TextWordWrap, text);
                return need.width() <= r.width() + 0.5 && need.height() <= r.height() + 0.5;
            };
            QVERIFY2(fits(RingBottomText::statusText(st), status), qPrintable(RingBottomText::statusText(st)));
            if (legend.isEmpty())
                continue;
            ++checked;
            QVERIFY(widget.contains(legendRect));
            QVERIFY2(fits(legend, legendRect), qPrintable(legend));
            QVERIFY(!legendRect.intersects(status));
            for (const PointLabel &l : labels)
                QVERIFY2(!l.rect.intersects(legendRect) && !l.rect.intersects(status),
                         qPrintable(QStringLiteral("zoom %1 focus %2: label %3 at %4,%5 under the legend at y %6")
                                        .arg(zoom).arg(focus).arg(l.text).arg(l.rect.x()).arg(l.rect.y()).arg(legendRect.y())));
        }
    }
    QVERIFY(checked > 0);
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
}

// A nearest-point lookup labels both walks ("→ 0.0765%", "0.0869% ←"); when the walks are short
// on screen the two labels are stacked, never drawn over each other.
void TestRingViewText::distanceLabelsNeverOverlap()
{
    RingRenderState st;
    st.snapshot = build(QStringLiteral("haproxy"), servers(QStringLiteral("127.0.0.1:9001-9100")), 0);
    st.geometry.setSize(QSizeF(494, 540));
    st.lookupActive = true;
    st.walkProgress = 1;
    const QFont font = QApplication::font();
    int pairs = 0;
    for (const char *key : {"/objects/cat.jpg", "/a", "/objects/dog.png", "/k/17"}) {
        st.trace = st.snapshot->traceKey(QByteArray(key));
        if (st.trace.rule != LookupKind::NearestPoint || st.trace.nextPoint < 0)
            continue;
        const double keyF = RingRenderer::keyFraction(*st.snapshot, st.trace.hash);
        for (double zoom = 1; zoom <= 4; zoom += 0.1) {
            st.geometry.setZoom(zoom);
            st.geometry.setFocus(keyF);
            QRectF next, previous;
            RingLookupOverlay::distanceLabelRects(st, font, &next, &previous);
            QVERIFY(!next.isEmpty() && !previous.isEmpty());
            ++pairs;
            QVERIFY2(!next.intersects(previous), qPrintable(QStringLiteral("%1 at zoom %2: %3,%4 and %5,%6")
                                                                .arg(QLatin1String(key)).arg(zoom).arg(next.x()).arg(next.y())
                                                                .arg(previous.x()).arg(previous.y())));
        }
    }
    QVERIFY(pairs > 20);
}

void TestRingViewText::overlayFollowsTheCurrentServerList()
{
    const RingSnapshotPtr before = build(QStringLiteral("nginx"), servers(QStringLiteral("127.0.0.1:9001-9100")));
    const RingSnapshotPtr after = build(QStringLiteral("nginx"), servers(QStringLiteral("10.0.0.1:80,10.0.0.2:80,10.0.0.3:80")));
    const RemovalDiff diff = RemovalDiff::compare(*before, *after);
    QVERIFY(diff.comparable);
    QCOMPARE(diff.goneServers.size(), 100);
    QCOMPARE(diff.newServers.size(), 3);
    const QString text = RingView::removalSummary(diff, *before, *after);
    int listed = 0;
    for (const Server &s : before->servers)
        listed += text.contains(s.address) ? 1 : 0;
    QVERIFY2(listed <= 4, qPrintable(text)); // three named, and the one that gave the new servers most
    QVERIFY2(text.contains(QStringLiteral("Left: 127.0.0.1:9001, 127.0.0.1:9002, 127.0.0.1:9003 and 97 more")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("to 0 servers")) && !text.contains(QStringLiteral("surviving")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("and 97 more")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("10.0.0.1:80")), qPrintable(text)); // the current list
    QVERIFY2(text.split(QLatin1Char('\n')).size() <= 5, qPrintable(text));
    // The view keeps the overlay inside itself.
    RingView view;
    view.resize(600, 500);
    view.setAnimationScale(0.001);
    view.setSnapshot(after);
    view.showRemoval(*before, *after);
    QCOMPARE(view.renderState().removalText, text);
    QFont bold = view.font();
    bold.setBold(true);
    const QRectF box = RingCallouts::calloutRect(bold, text, 600 / 2 - 16);
    QVERIFY(box.width() <= 600 / 2 - 16 + 0.5);
    QVERIFY(fits(bold, text, box));
    // The next snapshot clears it.
    view.setSnapshot(before);
    QVERIFY(view.renderState().removalText.isEmpty());
}

void TestRingViewText::calloutsStayOffTheRing_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("zoom");
    QTest::addColumn<bool>("lookup");
    for (const QSize &size : {QSize(683, 360), QSize(600, 500), QSize(420, 700), QSize(1200, 300)})
        for (double zoom : {1.0, 40.0})
            for (bool lookup : {false, true})
                QTest::addRow("%dx%d zoom %g%s", size.width(), size.height(), zoom, lookup ? " lookup" : "")
                    << size << zoom << lookup;
}

void TestRingViewText::calloutsStayOffTheRing()
{
    // The removal summary (and a lookup's explanation with it) sits beside the circle, or above it
    // when the view is zoomed in: inside the view, never over the ring, never over each other.
    QFETCH(QSize, size);
    QFETCH(double, zoom);
    QFETCH(bool, lookup);
    const RingSnapshotPtr before = build(QStringLiteral("nginx"), servers(QStringLiteral("127.0.0.1:9001-9100")));
    ServerList fewer = before->servers;
    fewer[88].down = true;
    const RingSnapshotPtr after = build(QStringLiteral("nginx"), fewer);
    RingView view;
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.size(), size);
    view.setAnimationScale(0.001);
    view.setSnapshot(after);
    view.setView(zoom, 0.25);
    view.showRemoval(*before, *after);
    if (lookup) {
        view.lookupKey(QByteArrayLiteral("/objects/cat.jpg"));
        QTRY_VERIFY(!view.isLookupRunning());
    }
    view.repaint();
    const RingRenderState &st = view.renderState();
    QVERIFY(!st.removalText.isEmpty());
    const QRectF widget(QPointF(0, 0), QSizeF(size));
    const QRectF ring = st.geometry.ringBounds();
    for (const QRectF &box : {st.removalBox, st.lookupBox}) {
        if (box.isNull())
            continue;
        QVERIFY2(widget.contains(box), qPrintable(QStringLiteral("box %1,%2 %3x%4").arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height())));
        QVERIFY2(!box.intersects(ring), qPrintable(QStringLiteral("box %1,%2 %3x%4 over the ring %5,%6 %7x%8")
                                                        .arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height())
                                                        .arg(ring.x()).arg(ring.y()).arg(ring.width()).arg(ring.height())));
    }
    QVERIFY(!st.removalBox.isEmpty());
    QCOMPARE(!st.lookupBox.isEmpty(), lookup);
    if (lookup)
        QVERIFY(!st.lookupBox.intersects(st.removalBox));
    QFont bold = view.font();
    bold.setBold(true);
    QVERIFY(fits(bold, st.removalText, st.removalBox));
    // Hit-testing follows the moved circle: a point's tick is where the view says it is.
    const size_t point = after->pointHash.size() / 3;
    const RingHit hit = view.hitTest(view.pointPosition(point));
    if (widget.contains(view.pointPosition(point)))
        QCOMPARE(hit.server, int(after->pointServer[point]));
}

void TestRingViewText::addingAServerReportsTheShareItTook()
{
    const RingSnapshotPtr before = build(QStringLiteral("nginx"), servers(QStringLiteral("127.0.0.1:9001-9010")));
    const RingSnapshotPtr after = build(QStringLiteral("nginx"), servers(QStringLiteral("127.0.0.1:9001-9011")));
    const RemovalDiff diff = RemovalDiff::compare(*before, *after);
    QVERIFY(diff.goneServers.isEmpty());
    QCOMPARE(diff.newServers, QList<int>{10});
    QVERIFY(diff.movedToNew > 0);
    QCOMPARE(diff.movedToNew, after->keyCounts[10]);
    QCOMPARE(diff.newServersShare, after->shares[10]);
    qint64 given = 0;
    for (qint64 g : diff.gaveToNew)
        given += g;
    QCOMPARE(given, diff.movedToNew);
    QVERIFY(diff.donors > 1);
    QVERIFY(diff.largestDonor >= 0);
    const QString text = RingView::removalSummary(diff, *before, *after);
    QVERIFY2(!text.contains(QStringLiteral("no server left")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("127.0.0.1:9011 took %1% of the hash space")
                               .arg(NumberText::percent(after->shares[10], 3))),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("from %1 servers, most from %2 (%3 keys)")
                               .arg(diff.donors)
                               .arg(before->servers.at(diff.largestDonor).address)
                               .arg(QLocale().toString(diff.gaveToNew[size_t(diff.largestDonor)]))),
             qPrintable(text));
    // A weight change: nobody left or joined, and the text says so.
    ServerList heavier = servers(QStringLiteral("127.0.0.1:9001-9010"));
    heavier[2].weight = 3;
    const RingSnapshotPtr weighted = build(QStringLiteral("nginx"), heavier);
    const QString weightText = RingView::removalSummary(RemovalDiff::compare(*before, *weighted), *before, *weighted);
    QVERIFY2(weightText.contains(QStringLiteral("weights changed")), qPrintable(weightText));
}

void TestRingViewText::movesToANewServerAreNotMagenta()
{
    // Magenta marks survivor-to-survivor moves only: a key taken by a joined server is not one,
    // and the caption's "N between surviving servers (magenta)" counts the magenta dots' kind.
    const RingSnapshotPtr before = build(QStringLiteral("haproxy"), servers(QStringLiteral("10.0.0.1:80,10.0.0.2:80,10.0.0.3:80")));
    const RingSnapshotPtr after = build(QStringLiteral("haproxy"), servers(QStringLiteral("10.0.0.1:80,10.0.0.2:80,10.0.0.3:80,127.0.0.1:9001")));
    RingView view;
    view.resize(600, 500);
    view.setAnimationScale(0.001);
    view.setSnapshot(after);
    view.showRemoval(*before, *after);
    const RemovalDiff diff = RemovalDiff::compare(*before, *after);
    QCOMPARE(diff.movedBetweenSurvivors, 0);
    QVERIFY(diff.movedToNew > 0);
    const std::vector<MovedDot> &dots = view.renderState().movedDots;
    QVERIFY(!dots.empty());
    int magenta = 0;
    for (const MovedDot &d : dots) {
        QCOMPARE(d.newServer, 3); // every moved key went to the new server
        magenta += d.betweenSurvivors ? 1 : 0;
    }
    QCOMPARE(magenta, 0);
    QVERIFY2(view.renderState().removalText.contains(QStringLiteral("0 between surviving servers")),
             qPrintable(view.renderState().removalText));
    // A weight change moves keys between servers that all stay: those are magenta.
    ServerList heavier = before->servers;
    heavier[1].weight = 3;
    const RingSnapshotPtr weighted = build(QStringLiteral("haproxy"), heavier);
    view.setSnapshot(weighted);
    view.showRemoval(*before, *weighted);
    QVERIFY(!view.renderState().movedDots.empty());
    for (const MovedDot &d : view.renderState().movedDots)
        QVERIFY(d.betweenSurvivors);
}

void TestRingViewText::pointsColumnForTablesAndStatelessSchemes()
{
    ServerTableModel model;
    QAbstractItemModelTester tester(&model);
    const ServerList list = servers(QStringLiteral("127.0.0.1:9001-9010"));
    model.setSnapshot(build(QStringLiteral("maglev"), list, 1000));
    QCOMPARE(model.headerData(ServerTableModel::PointsColumn, Qt::Horizontal).toString(), QStringLiteral("Slots"));
    qint64 slotCount = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        bool ok = false;
        const int v = QLocale().toInt(model.index(r, ServerTableModel::PointsColumn).data().toString(), &ok);
        QVERIFY(ok);
        QVERIFY(v > 0);
        slotCount += v;
        QVERIFY(model.index(r, ServerTableModel::PointsColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("slots")));
    }
    QCOMPARE(slotCount, qint64(model.snapshot()->table.size()));
    for (const QString &stateless : {QStringLiteral("jump"), QStringLiteral("rendezvous")}) {
        model.setSnapshot(build(stateless, list, 1000));
        QCOMPARE(model.headerData(ServerTableModel::PointsColumn, Qt::Horizontal).toString(), QStringLiteral("Points"));
        for (int r = 0; r < model.rowCount(); ++r) {
            QCOMPARE(model.index(r, ServerTableModel::PointsColumn).data().toString(), QStringLiteral("—"));
            QVERIFY(!model.index(r, ServerTableModel::PointsColumn).data(Qt::ToolTipRole).toString().isEmpty());
        }
        QVERIFY(!model.headerData(ServerTableModel::PointsColumn, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(NumbersPanel::pointsText(*model.snapshot()), QStringLiteral("none (decides per key)"));
    }
    model.setSnapshot(build(QStringLiteral("maglev"), list, 1000));
    QCOMPARE(NumbersPanel::pointsText(*model.snapshot()), QStringLiteral("65,537 table slots"));
    model.setSnapshot(build(QStringLiteral("nginx"), list, 1000));
    QCOMPARE(model.index(0, ServerTableModel::PointsColumn).data().toString(), QStringLiteral("160"));
    ServerList heavy = list;
    heavy[0].weight = 100; // 16,000 points: written with a separator
    model.setSnapshot(build(QStringLiteral("nginx"), heavy, 1000));
    QCOMPARE(model.index(model.rowOfServer(0), ServerTableModel::PointsColumn).data().toString(), QStringLiteral("16,000"));
}

void TestRingViewText::weightsFieldStaysCompact()
{
    ServerList list = servers(QStringLiteral("127.0.0.1:9001-9100"));
    QCOMPARE(WeightsText::format(list), QStringLiteral("1"));
    list[41].weight = 5;
    QCOMPARE(WeightsText::format(list), QStringLiteral("*:1, 9042:5"));
    ServerList few = servers(QStringLiteral("127.0.0.1:9001-9003"));
    few[1].weight = 2;
    few[2].weight = 3;
    QCOMPARE(WeightsText::format(few), QStringLiteral("1,2,3"));
    // The same port on two hosts: the full address names the server.
    ServerList twoHosts = servers(QStringLiteral("10.0.0.1:80,10.0.0.2:80,10.0.0.3:80,10.0.0.4:80,10.0.0.5:80,"
                                                 "10.0.0.6:80,10.0.0.7:80,10.0.0.8:80,10.0.0.9:80"));
    twoHosts[3].weight = 7;
    QCOMPARE(WeightsText::format(twoHosts), QStringLiteral("*:1, 10.0.0.4:80:7"));
    // Every compact text reads back as the same weights.
    for (const ServerList &original : {list, few, twoHosts}) {
        ServerList read = original;
        for (Server &s : read)
            s.weight = 1;
        QString error;
        QVERIFY2(ServerListParser::applyWeights(read, WeightsText::format(original), 1, 256, &error), qPrintable(error));
        QCOMPARE(read, original);
    }
    // The panel shows the compact form after one weight changed.
    ExperimentPanel panel;
    Experiment e = Experiment::defaultExperiment();
    e.servers = list;
    panel.setExperiment(e);
    auto *weights = panel.findChild<QLineEdit *>(QStringLiteral("weightsEdit"));
    QVERIFY(weights);
    QCOMPARE(weights->text(), QStringLiteral("*:1, 9042:5"));
    QVERIFY(!weights->toolTip().isEmpty());
    QVERIFY(weights->toolTip().contains(QStringLiteral("*:1, 9042:5")));
}

void TestRingViewText::weightSelectorsAreParsedAndChecked()
{
    ServerList list = servers(QStringLiteral("127.0.0.1:9001-9010"));
    QString error;
    QVERIFY(ServerListParser::applyWeights(list, QStringLiteral("9003:4, *:2, #10:9, 127.0.0.1:9001:3"), 1, 256, &error));
    QCOMPARE(list[0].weight, 3);
    QCOMPARE(list[1].weight, 2); // `*` first, whatever its place
    QCOMPARE(list[2].weight, 4);
    QCOMPARE(list[9].weight, 9);
    const ServerList unchanged = list;
    QVERIFY(!ServerListParser::applyWeights(list, QStringLiteral("*:1, 9999:5"), 1, 256, &error));
    QVERIFY2(error.contains(QStringLiteral("9999")) && error.startsWith(QStringLiteral("weights:")), qPrintable(error));
    QVERIFY(!ServerListParser::applyWeights(list, QStringLiteral("*:0"), 1, 256, &error));
    QVERIFY2(error.contains(QStringLiteral("1-256")), qPrintable(error));
    QVERIFY(!ServerListParser::applyWeights(list, QStringLiteral("#11:2"), 1, 256, &error));
    QVERIFY2(error.contains(QStringLiteral("1-10")), qPrintable(error));
    QVERIFY(!ServerListParser::applyWeights(list, QStringLiteral("9001:x"), 1, 256, &error));
    QVERIFY2(error.contains(QStringLiteral("whole number")), qPrintable(error));
    QCOMPARE(list, unchanged); // nothing applied on error
    ServerList sharedPort = servers(QStringLiteral("10.0.0.1:80,10.0.0.2:80"));
    QVERIFY(!ServerListParser::applyWeights(sharedPort, QStringLiteral("80:2"), 1, 256, &error));
    QVERIFY2(error.contains(QStringLiteral("full address")), qPrintable(error));
}

void TestRingViewText::pluralsFollowTheCount()
{
    QCOMPARE(ExperimentPanel::pointsPerWeightText(1), QStringLiteral("1 point per unit of weight"));
    QCOMPARE(ExperimentPanel::pointsPerWeightText(160), QStringLiteral("160 points per unit of weight"));
    QCOMPARE(ExperimentPanel::pointsPerWeightText(10000), QStringLiteral("10,000 points per unit of weight"));
    // The panel itself, on a ring with one point per server.
    ExperimentPanel panel;
    QVERIFY(panel.setFieldText(QStringLiteral("algorithm"), QStringLiteral("ideal")));
    panel.setPointsPerServer(1);
    QCOMPARE(panel.pointsOption(), QStringLiteral("points"));
    auto *label = panel.findChild<QLabel *>(QStringLiteral("pointsPerWeightLabel"));
    QVERIFY(label);
    QCOMPARE(label->text(), QStringLiteral("1 point per unit of weight"));
    panel.setPointsPerServer(160);
    QCOMPARE(label->text(), QStringLiteral("160 points per unit of weight"));
    const RingSnapshotPtr before = build(QStringLiteral("nginx"), servers(QStringLiteral("127.0.0.1:9001-9002")));
    const RingSnapshotPtr after = build(QStringLiteral("nginx"), servers(QStringLiteral("127.0.0.1:9001-9003")));
    const QString text = RingView::removalSummary(RemovalDiff::compare(*before, *after), *before, *after);
    QVERIFY2(!text.contains(QStringLiteral("(s)")), qPrintable(text));
}

void TestRingViewText::englishPluralsInRealPlaces()
{
    const AlgorithmOptions one{{QStringLiteral("points"), QStringLiteral("1")}};
    const RingSnapshotPtr single = build(QStringLiteral("ideal"), servers(QStringLiteral("1")), 1000, one);
    const RingSnapshotPtr pair = build(QStringLiteral("ideal"), servers(QStringLiteral("2")), 1000, one);
    // The ring view's centre text.
    QVERIFY2(RingCentreText::centreText(*single).contains(QStringLiteral("\n1 server · 1 point\n")),
             qPrintable(RingCentreText::centreText(*single)));
    QVERIFY2(RingCentreText::centreText(*pair).contains(QStringLiteral("\n2 servers · 2 points\n")),
             qPrintable(RingCentreText::centreText(*pair)));
    const RingSnapshotPtr nginx = build(QStringLiteral("nginx"), servers(QStringLiteral("100")));
    QVERIFY2(RingCentreText::centreText(*nginx).contains(QStringLiteral("\n100 servers · 16,000 points\n")),
             qPrintable(RingCentreText::centreText(*nginx)));
    // The Numbers panel's Points row.
    QCOMPARE(NumbersPanel::pointsText(*single), QStringLiteral("1 point"));
    QCOMPARE(NumbersPanel::pointsText(*pair), QStringLiteral("2 points"));
    NumbersPanel panel;
    panel.setSnapshot(single);
    QCOMPARE(panel.valueText(QStringLiteral("points")), QStringLiteral("1 point"));
    // Lesson 1's text, written from a one-server and a two-server ring.
    const Lesson lesson = LessonBook::all().constFirst();
    const RemovalDiff none;
    const Experiment setup;
    const auto lessonText = [&](const RingSnapshot &s) { return lesson.explain(LessonView{s, s, none, setup, setup}); };
    QVERIFY2(lessonText(*single).contains(QStringLiteral("With 1 server the fair share is 100.00%.")),
             qPrintable(lessonText(*single)));
    QVERIFY2(lessonText(*pair).contains(QStringLiteral("With 2 servers the fair share is 50.00% each.")),
             qPrintable(lessonText(*pair)));
    // The live run's status line and caption for a one-key and a two-key run.
    for (const int keys : {1, 2}) {
        LiveRunConfig config;
        config.keyCount = keys;
        config.recheckKeys = 0;
        LiveRunStatus status;
        status.start(config);
        status.setState(LiveRunState::Loading);
        LiveRunResult r;
        r.proxy = QStringLiteral("nginx");
        r.keysPlanned = r.keysMeasured = keys;
        r.completed = r.valid = true;
        status.finish(r);
        const QString noun = keys == 1 ? QStringLiteral("1 key") : QStringLiteral("2 keys");
        QCOMPARE(status.statusText(), QStringLiteral("Valid: %1 through nginx, every rule passed.").arg(noun));
        QCOMPARE(status.caption(), QStringLiteral("nginx live run, %1").arg(noun));
    }
    // No "(s)" is left in a count the ring page shows.
    ServerTableModel model;
    model.setSnapshot(single);
    const QString tip = model.data(model.index(0, ServerTableModel::PointsColumn), Qt::ToolTipRole).toString();
    QVERIFY2(tip.endsWith(QStringLiteral("has 1 point on the ring")), qPrintable(tip));
}

void TestRingViewText::weightedFormulaUsesTheEffectiveK()
{
    ServerList list = servers(QStringLiteral("127.0.0.1:9001-9100"));
    const RingSnapshotPtr equal = build(QStringLiteral("nginx"), list, 0);
    QVERIFY(!equal->weightsDiffer);
    QCOMPARE(equal->effectivePoints, 160.0);
    QVERIFY(NumbersPanel::formulaText(*equal).contains(QStringLiteral("k = 160)")));
    list[41].weight = 5;
    list[7].weight = 3;
    const RingSnapshotPtr s = build(QStringLiteral("nginx"), list, 0);
    QVERIFY(s->weightsDiffer);
    // nginx: 160 points per unit of weight; the harmonic mean of the servers' point counts.
    const double k = 100.0 / (98.0 / 160 + 1.0 / 800 + 1.0 / 480);
    QVERIFY(std::abs(s->effectivePoints - k) < 1e-9);
    QVERIFY(std::abs(s->cvFormula - std::sqrt(99.0 / (100.0 * k + 1))) < 1e-12);
    QVERIFY(std::abs(s->pointsPerServer - 16960.0 / 100) < 1e-9); // the plain mean, no longer the formula's k
    const QString text = NumbersPanel::formulaText(*s);
    QVERIFY2(text.contains(QStringLiteral("effective k = %1").arg(NumberText::plain(k, 4))), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("harmonic mean")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("169.6")), qPrintable(text));
}

void TestRingViewText::legendSaysWhatTheSchemeDraws()
{
    // The line under the ring said "Ticks: points" for every scheme, also beside modulo's table of
    // 99 slots (lesson 5) and jump's shares, which have no points.
    RingPage page;
    page.resize(900, 700);
    page.show();
    auto *legend = page.findChild<QLabel *>(QStringLiteral("ringLegend"));
    QVERIFY(legend);
    const auto shown = [&page](const QString &algorithm) {
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        e.algorithm = algorithm;
        e.keys = 2000;
        page.setExperiment(e);
        SnapshotService *service = page.snapshotService();
        return QTest::qWaitFor([&] { return !service->isBusy() && service->snapshot() && service->snapshot()->algorithm == algorithm; }, 30000);
    };
    QVERIFY(shown(QStringLiteral("nginx")));
    QTRY_VERIFY(legend->text().startsWith(QStringLiteral("Ticks: points")));
    QVERIFY(shown(QStringLiteral("modulo")));
    QTRY_VERIFY2(legend->text().contains(QStringLiteral("lookup table's slots")), qPrintable(legend->text()));
    QVERIFY(!legend->text().contains(QStringLiteral("Ticks")));
    // A server selected: nginx takes weights, so Weight… is on.
    auto *weight = page.findChild<QPushButton *>(QStringLiteral("weightButton"));
    QVERIFY(weight);
    page.selectServer(3);
    QVERIFY(weight->isEnabled());
    QVERIFY(shown(QStringLiteral("jump")));
    QTRY_VERIFY2(legend->text().contains(QStringLiteral("each server's share")), qPrintable(legend->text()));
    QVERIFY(!legend->text().contains(QStringLiteral("Ticks")));
    // Jump has no weights: Weight… is off and its tooltip says why (it used to stay on and answer
    // in the status bar).
    page.selectServer(3);
    QVERIFY(!weight->isEnabled());
    QVERIFY2(weight->toolTip().contains(QStringLiteral("does not use weights")), qPrintable(weight->toolTip()));
    // Every kind ends with the one sentence about the mouse, written once, and both sentences
    // follow a change of language (the German ones carried over from the three former strings).
    const QString mouse = QStringLiteral("Wheel: zoom · drag: turn · click: select a server · double-click: look up that "
                                         "spot · right-click: more.");
    QVERIFY2(legend->text().endsWith(QStringLiteral(" ") + mouse), qPrintable(legend->text()));
    QCOMPARE(legend->text().count(QStringLiteral("Wheel")), 1);
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("de")));
    QTRY_VERIFY2(legend->text().startsWith(QStringLiteral("Äußeres Band: der Anteil jedes Servers")), qPrintable(legend->text()));
    QVERIFY2(legend->text().endsWith(QStringLiteral("Mausrad: Zoom · Ziehen: Drehen · Klick: Server wählen · Doppelklick: diese "
                                                    "Stelle nachschlagen · Rechtsklick: mehr.")),
             qPrintable(legend->text()));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    QTRY_VERIFY(legend->text().endsWith(mouse));
}

QTEST_MAIN(TestRingViewText)
// The ring's centre text, wrapped as the view wraps it (Qt::TextWordWrap) at any width, never
// puts a count's noun or a version in parentheses at the start of a line ("16,000 / points",
// "consistent / (1.22)", "table's 99 / slots" in docs/screenshots/lesson-*.png).
void TestRingViewText::centreTextBreaksBetweenPhrases()
{
    const RingSnapshotPtr nginx = build(QStringLiteral("nginx"), servers(QStringLiteral("100")));
    const RingSnapshotPtr modulo = build(QStringLiteral("modulo"), servers(QStringLiteral("99")));
    QVERIFY(nginx && modulo);
    int wrapped = 0;
    for (const RingSnapshotPtr &s : {nginx, modulo}) {
        const QString shown = RingCentreText::centreWrapText(RingCentreText::centreText(*s));
        // The same words as the text itself, only bound.
        QCOMPARE(QString(shown).replace(QChar(0x00A0), QLatin1Char(' ')), RingCentreText::centreText(*s));
        for (int width = 60; width <= 400; width += 7) {
            // (QPainter::drawText breaks at '\n' as at a line separator.)
            const QString text = QString(shown).replace(QLatin1Char('\n'), QChar(QChar::LineSeparator));
            QStringList lines = wrappedLines(text, QApplication::font(), width);
            for (QString &line : lines)
                line = line.trimmed();
            wrapped += lines.size();
            for (const QString &line : lines) {
                // A count at a line's end has lost its noun to the next line.
                QVERIFY2(!line.isEmpty() && !line.back().isDigit() && !line.startsWith(QLatin1Char('(')),
                         qPrintable(QStringLiteral("width %1: %2").arg(width).arg(lines.join(QStringLiteral(" | ")))));
            }
        }
    }
    QVERIFY(wrapped > 100);
}

// Chinese may break between any two ideographs: zh_CN lesson 8 put "点" of "999,874 个点" alone on
// the centre's last line (r16 G1). A count, its measure word and its noun stay on one line, as
// "16,000 points" does, at every width the phrase fits in.
void TestRingViewText::centreCountStaysWholeInChinese()
{
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    const RingSnapshotPtr nginx = build(QStringLiteral("nginx"), servers(QStringLiteral("100")));
    const QString translated = RingCentreText::centreText(*nginx);
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    QVERIFY2(translated.contains(QStringLiteral(" 个点")), qPrintable(translated)); // the translation is in use
    static const QRegularExpression count(QStringLiteral("\\d[\\d,]* [^\\s·]+"));
    const QFont font(QApplication::font()); // the ideographs come from a fallback font, as in the view
    int checked = 0, multiLine = 0;
    for (const QString &source : {translated, QStringLiteral("100 台服务器 · 999,874 个点")}) {
        const QString shown = RingCentreText::centreWrapText(source).replace(QLatin1Char('\n'), QChar(QChar::LineSeparator));
        // The same text, only bound: no-break spaces and word joiners (no width) added.
        QCOMPARE(QString(shown).remove(QChar(0x2060)).replace(QChar(0x00A0), QLatin1Char(' ')),
                 QString(source).replace(QLatin1Char('\n'), QChar(QChar::LineSeparator)));
        QStringList phrases;
        for (auto it = count.globalMatch(source); it.hasNext();)
            phrases << it.next().captured();
        QVERIFY2(phrases.size() >= 2, qPrintable(source));
        const QFontMetricsF metrics(font);
        double widest = 0;
        for (const QString &phrase : std::as_const(phrases))
            widest = std::max(widest, metrics.horizontalAdvance(phrase));
        for (int width = int(std::ceil(widest)) + 2; width <= 500; width += 3) {
            QStringList lines = wrappedLines(shown, font, width);
            for (QString &line : lines)
                line.remove(QChar(0x2060)).replace(QChar(0x00A0), QLatin1Char(' '));
            multiLine += lines.size() > source.count(QLatin1Char('\n')) + 1 ? 1 : 0; // wrapped within a line
            for (const QString &phrase : std::as_const(phrases)) {
                bool whole = false;
                for (const QString &line : std::as_const(lines))
                    whole = whole || line.contains(phrase);
                QVERIFY2(whole, qPrintable(QStringLiteral("width %1: \"%2\" split: %3").arg(width).arg(phrase, lines.join(QStringLiteral(" | ")))));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 100);
    QVERIFY(multiLine > 10);
}

#include "tst_ringviewtext.moc"
