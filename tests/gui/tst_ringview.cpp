// RingView: hit-testing, selection by click, zoom/pan precision down to single points, and the
// lookup animation ending on the server ringcore routes to.
#include "../snapshot/testscheme.h"

#include "gui/common/serverpalette.h"
#include "gui/ring/ringrenderer.h"
#include "gui/ring/ringview.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QPainter>
#include <QSet>
#include <QSignalSpy>
#include <QFontMetricsF>
#include <QTest>

using namespace ringcore;
using ringlab::gui::RingHit;
using ringlab::gui::RingRenderState;
using ringlab::gui::RingRenderer;
using ringlab::gui::ServerPalette;
using ringlab::gui::RingView;
using ringlab::test::TestScheme;

class TestRingView : public QObject
{
    Q_OBJECT
private slots:
    void clickMapsToServerAndPoint_data();
    void clickMapsToServerAndPoint();
    void deepZoomSeparatesSinglePoints();
    void lookupEndsOnRoutedServer_data();
    void lookupEndsOnRoutedServer();
    void removalAnimationCountsMovedKeys();
    void paintsWithoutSnapshotAndWithError();
    void bandIsPaintedInEachOwnersColour_data();
    void bandIsPaintedInEachOwnersColour();
    void statusLineClearsTheRing_data();
    void statusLineClearsTheRing();
    void statusReserveFollowsTheFontNotThePaint();

private:
    static RingSnapshotPtr snapshotOf(const std::shared_ptr<TestScheme> &scheme, bool nearest, qint64 keys = 2000)
    {
        RingSnapshot s = RingSnapshotBuilder::fromAlgorithm(scheme, keys, 1);
        if (nearest)
            s.rule = LookupKind::NearestPoint;
        return std::make_shared<const RingSnapshot>(std::move(s));
    }
};

void TestRingView::statusLineClearsTheRing_data()
{
    QTest::addColumn<int>("pixels");
    QTest::newRow("12 px") << 12;
    QTest::newRow("20 px (a CJK font's height)") << 20;
}

void TestRingView::statusLineClearsTheRing()
{
    // The status line under the ring ("zoom 1× · …") is drawn fontHeight + 2 high, 4 px above the
    // bottom: the band and what is drawn outside it (ringBounds) end above it in a view whose
    // height limits the circle (issue 14: zh_CN's taller line touched the band).
    QFETCH(int, pixels);
    RingView view;
    QFont f = view.font();
    f.setPixelSize(pixels);
    view.setFont(f);
    view.resize(620, 520);
    view.setSnapshot(snapshotOf(TestScheme::random(5, 20, false, 3), false));
    view.grab();
    const double statusTop = view.height() - 4 - (QFontMetricsF(view.font()).height() + 2);
    const ringlab::gui::RingGeometry &g = view.renderState().geometry;
    const double band = g.center().y() + g.radius() + RingRenderer::kBandOuter;
    QVERIFY2(band <= statusTop - 4, qPrintable(QStringLiteral("band ends at %1, status line starts at %2").arg(band).arg(statusTop)));
    // The circle still uses the height: it gives up no more than the line needs.
    QVERIFY2(band >= statusTop - 6, qPrintable(QStringLiteral("band ends at %1, status at %2").arg(band).arg(statusTop)));
}

void TestRingView::statusReserveFollowsTheFontNotThePaint()
{
    // The status line's reserve is set when the font (or the size) changes, not on every paint
    // (which built a QFontMetricsF each frame): right after setFont, before any paint, the band
    // already ends above the taller status line.
    RingView view;
    QFont f = view.font();
    f.setPixelSize(12);
    view.setFont(f);
    view.resize(620, 520);
    view.setSnapshot(snapshotOf(TestScheme::random(5, 20, false, 3), false));
    view.grab();
    const ringlab::gui::RingGeometry &g = view.renderState().geometry;
    const double small = g.bottomReserve();
    f.setPixelSize(28);
    view.setFont(f); // QEvent::FontChange, no paint
    QVERIFY2(g.bottomReserve() > small, qPrintable(QStringLiteral("reserve %1 after a 28 px font, %2 at 12 px").arg(g.bottomReserve()).arg(small)));
    const double statusTop = view.height() - 4 - (QFontMetricsF(view.font()).height() + 2);
    const double band = g.center().y() + g.radius() + RingRenderer::kBandOuter;
    QVERIFY2(band <= statusTop - 4, qPrintable(QStringLiteral("band ends at %1, status line starts at %2").arg(band).arg(statusTop)));
    // Painting keeps it.
    const double large = g.bottomReserve();
    view.grab();
    QCOMPARE(g.bottomReserve(), large);
}

void TestRingView::clickMapsToServerAndPoint_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("perServer");
    QTest::newRow("k=1") << 12 << 1;
    QTest::newRow("k=4") << 10 << 4;
}

void TestRingView::clickMapsToServerAndPoint()
{
    QFETCH(int, servers);
    QFETCH(int, perServer);
    auto scheme = TestScheme::random(servers, perServer, false, 11);
    RingView view;
    view.resize(700, 700);
    view.setSnapshot(snapshotOf(scheme, false));
    QSignalSpy clicked(&view, &RingView::serverClicked);
    const RingSnapshotPtr s = view.snapshot();
    int checked = 0;
    for (size_t i = 0; i < s->pointHash.size(); ++i) {
        // Skip points closer than 12 px to a neighbour of another server: a click there is ambiguous.
        const QPointF pos = view.pointPosition(i);
        const size_t n = s->pointHash.size();
        const QPointF prev = view.pointPosition((i + n - 1) % n), next = view.pointPosition((i + 1) % n);
        if (QLineF(pos, prev).length() < 12 || QLineF(pos, next).length() < 12)
            continue;
        const RingHit hit = view.hitTest(pos + QPointF(1.5, 0.5));
        QCOMPARE(hit.part, RingHit::Point);
        QCOMPARE(hit.point, static_cast<long long>(i));
        QCOMPARE(hit.server, s->pointServer[i]);
        QTest::mouseClick(&view, Qt::LeftButton, {}, pos.toPoint());
        QCOMPARE(view.selectedServer(), s->pointServer[i]);
        QCOMPARE(clicked.last().at(0).toInt(), s->pointServer[i]);
        QVERIFY(view.describe(hit).contains(QStringLiteral("0x")));
        ++checked;
    }
    QVERIFY(checked >= int(s->pointHash.size()) / 2);
    // The centre is nothing: a click there clears the selection.
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(350, 350));
    QCOMPARE(view.selectedServer(), -1);
}

void TestRingView::deepZoomSeparatesSinglePoints()
{
    // A 64-bit ring with 2^20 points: at zoom 1 a pixel holds hundreds of points; zoomed onto one
    // point, the hit must be that exact point.
    auto scheme = TestScheme::random(100, 1 << 20 >> 6 /*16384*/, false, 5, 64);
    RingView view;
    view.resize(800, 600);
    view.setSnapshot(snapshotOf(scheme, false, 0));
    const RingSnapshotPtr s = view.snapshot();
    const size_t target = s->pointHash.size() / 3;
    const double f = s->fraction(s->pointHash[target]);
    // Zoom so that the mean gap is about 200 px.
    const double meanGap = 1.0 / double(s->pointHash.size());
    view.setView(200 / (meanGap * 2 * M_PI * 230), f);
    QVERIFY(view.zoom() > 1e4);
    const QPointF pos = view.pointPosition(target);
    QVERIFY(QRectF(0, 0, 800, 600).contains(pos));
    const RingHit hit = view.hitTest(pos);
    QCOMPARE(hit.part, RingHit::Point);
    QCOMPARE(hit.point, static_cast<long long>(target));
    // The next point is drawn apart from it.
    QVERIFY(QLineF(view.pointPosition(target + 1), pos).length() > 2);
    // Paint at this zoom (exact-point mode) without trouble.
    QImage image(view.size(), QImage::Format_ARGB32);
    view.render(&image);
}

void TestRingView::lookupEndsOnRoutedServer_data()
{
    QTest::addColumn<bool>("nearest");
    QTest::addColumn<QByteArray>("key");
    QTest::newRow("next, cat") << false << QByteArray("/objects/cat.jpg");
    QTest::newRow("next, movie") << false << QByteArray("/objects/movie.mp4");
    QTest::newRow("nearest, cat") << true << QByteArray("/objects/cat.jpg");
    QTest::newRow("nearest, 42") << true << QByteArray("/objects/0000000000000042");
}

void TestRingView::lookupEndsOnRoutedServer()
{
    QFETCH(bool, nearest);
    QFETCH(QByteArray, key);
    auto scheme = TestScheme::random(20, 16, nearest, 3);
    RingView view;
    view.resize(600, 600);
    view.setAnimationScale(0.05);
    view.setSnapshot(snapshotOf(scheme, nearest));
    QSignalSpy finished(&view, &RingView::lookupFinished);
    view.show();
    view.lookupKey(key);
    QVERIFY(view.isLookupRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
    QCOMPARE(finished.first().at(0).toInt(), scheme->route(key));
    QCOMPARE(view.lookupTrace().owner, scheme->route(key));
    // The camera zoomed in so the walk is visible.
    QVERIFY(view.zoom() > 1);
}

void TestRingView::removalAnimationCountsMovedKeys()
{
    auto before = TestScheme::random(10, 3, false, 9);
    ServerList servers = before->servers();
    std::vector<RingPoint> points;
    for (const RingPoint &p : before->points())
        if (p.server != 4)
            points.push_back(p);
    servers[4].down = true;
    auto after = std::make_shared<TestScheme>(servers, points, false);
    const RingSnapshotPtr a = snapshotOf(before, false);
    const RingSnapshotPtr b = snapshotOf(after, false);
    RingView view;
    view.resize(500, 500);
    view.setAnimationScale(0.02);
    view.setSnapshot(b);
    QSignalSpy counted(&view, &RingView::removalCounted);
    view.showRemoval(*a, *b);
    QCOMPARE(counted.count(), 1);
    QCOMPARE(view.lastRemoval().movedFromGone, a->keyCounts[4]);
    QCOMPARE(view.lastRemoval().movedBetweenSurvivors, qint64(0));
    QVERIFY(view.isRemovalRunning() || a->keyCounts[4] == 0);
    QTRY_VERIFY_WITH_TIMEOUT(!view.isRemovalRunning(), 3000);
}

void TestRingView::paintsWithoutSnapshotAndWithError()
{
    RingView view;
    view.resize(300, 300);
    QImage image(view.size(), QImage::Format_ARGB32);
    view.render(&image);
    auto s = std::make_shared<RingSnapshot>();
    s->error = QStringLiteral("points: 0 is outside 1-100000");
    view.setSnapshot(s);
    view.render(&image);
    QCOMPARE(view.hitTest(QPointF(150, 20)).part, RingHit::Nothing);
}

void TestRingView::bandIsPaintedInEachOwnersColour_data()
{
    QTest::addColumn<int>("selected");
    QTest::newRow("nothing selected") << -1;
    QTest::newRow("server 2 selected") << 2;
}

void TestRingView::bandIsPaintedInEachOwnersColour()
{
    // Render the ring to an image and look at the band halfway between its inner and outer edge:
    // every arc must be drawn in the palette colour of the server ringcore's lookup gives that
    // stretch of the circle (dimmed when another server is selected).
    QFETCH(int, selected);
    auto scheme = TestScheme::random(6, 1, false, 5);
    RingRenderState st;
    st.snapshot = snapshotOf(scheme, false, 0); // no key dots over the band
    st.geometry.setSize(QSizeF(600, 600));
    st.selectedServer = selected;
    st.figure = true; // no status line over the bottom of the ring
    QImage image(600, 600, QImage::Format_ARGB32);
    QPainter painter(&image);
    RingRenderer::paint(painter, st);
    painter.end();
    const RingSnapshot &s = *st.snapshot;
    const auto ownerAt = [&](double f) { // ringcore's next-point lookup for the fraction f
        const size_t i = s.lowerPoint(s.hashAt(f));
        return s.pointServer[i == s.pointHash.size() ? 0 : i];
    };
    const double middle = (RingRenderer::kBandInner + RingRenderer::kBandOuter) / 2;
    QSet<int> seen;
    int checked = 0;
    for (int step = 0; step < 720; ++step) {
        const double f = (step + 0.5) / 720;
        const int owner = ownerAt(f);
        // Away from arc ends (a point, its tick and label sit there).
        if (ownerAt(f - 0.01) != owner || ownerAt(f + 0.01) != owner)
            continue;
        const QPoint at = st.geometry.pointAt(f, middle).toPoint();
        const QColor shown = image.pixelColor(at);
        QColor expected = ServerPalette::instance()->serverColor(owner);
        if (selected >= 0 && owner != selected) {
            // A dimmed arc: its colour at alpha 45 over the white background.
            const auto over = [](int c) { return (c * 45 + 255 * (255 - 45)) / 255; };
            expected = QColor(over(expected.red()), over(expected.green()), over(expected.blue()));
        }
        QVERIFY2(qAbs(shown.red() - expected.red()) <= 2 && qAbs(shown.green() - expected.green()) <= 2
                     && qAbs(shown.blue() - expected.blue()) <= 2,
                 qPrintable(QStringLiteral("f = %1, server %2: drawn %3, palette %4")
                                .arg(f).arg(owner).arg(shown.name(), expected.name())));
        seen.insert(owner);
        ++checked;
    }
    QVERIFY(checked > 300);
    QCOMPARE(seen.size(), 6); // every server's arc was looked at
    // Outside the band the ring is background: the centre of the circle is white.
    QCOMPARE(image.pixelColor(300, 300), QColor(Qt::white));
}

QTEST_MAIN(TestRingView)
#include "tst_ringview.moc"
