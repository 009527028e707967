#include "gui/ring/ringcentretext.h"

#include "gui/chart/figuretext.h"
#include "gui/ring/ringrenderer.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>

namespace ringlab::gui {

QString RingCentreText::centreText(const ringcore::RingSnapshot &s)
{
    QString what;
    switch (s.rule) {
    case ringcore::LookupKind::NextPoint: what = tr("next point clockwise"); break;
    case ringcore::LookupKind::NearestPoint: what = tr("nearest point, either side"); break;
    case ringcore::LookupKind::Table:
        what = tr("band: the lookup table's %1 slots").arg(QLocale().toString(qulonglong(s.table.size())));
        break;
    case ringcore::LookupKind::Decision: what = tr("band: each server's share (no positions)"); break;
    }
    // The registered name is English; show it in the current language.
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(s.algorithm);
    // nginx's "hash … consistent" is written out ("hash $request_uri consistent"): an ellipsis in
    // the middle of the ring read as a name cut short.
    const QString name = FigureText::forPrint(info ? ringcore::AlgorithmRegistry::translatedDisplayName(*info) : s.displayName);
    // Tables and decision schemes have no points: the last line says what the band is.
    const bool points = s.rule == ringcore::LookupKind::NextPoint || s.rule == ringcore::LookupKind::NearestPoint;
    QString counts = tr("%n server(s)", nullptr, s.enabledServers);
    if (points)
        counts += QStringLiteral(" · ")
            + tr("%Ln point(s)", nullptr, ringcore::NumberText::pluralCount(qint64(s.pointHash.size())));
    return name + QLatin1Char('\n') + counts + QLatin1Char('\n') + what;
}

QString RingCentreText::centreWrapText(const QString &text)
{
    // A count stays with what it counts ("16,000 points", "99 slots", "10 台服务器") and a
    // parenthesis with the word before it ("consistent (1.22)"): lines break between phrases.
    static const QRegularExpression countSpace(QStringLiteral("(\\d) (?=\\S)"));
    QString bound = text;
    bound.replace(countSpace, QStringLiteral("\\1") + QChar(0x00A0));
    bound.replace(QStringLiteral(" ("), QString(QChar(0x00A0)) + QLatin1Char('('));
    // Chinese and Japanese lines may break between any two ideographs: "999,874 个点" left "点"
    // alone on a line. The measure word and noun after a count are one word, as "points" is:
    // WORD JOINERs (U+2060, no width, no break) between their characters.
    QString joined;
    joined.reserve(bound.size() + 8);
    bool afterCount = false; // inside the word that follows "<digit><no-break space>"
    for (qsizetype i = 0; i < bound.size(); ++i) {
        const QChar c = bound.at(i);
        if (c.isSpace() || c == QChar(0x00A0))
            afterCount = c == QChar(0x00A0) && i > 0 && bound.at(i - 1).isDigit();
        else if (afterCount && !joined.isEmpty() && !joined.back().isSpace() && joined.back() != QChar(0x00A0)
                 && (c.unicode() >= 0x2E80 || joined.back().unicode() >= 0x2E80))
            joined += QChar(0x2060);
        joined += c;
    }
    return joined;
}

RingCentreText::CentreLabel RingCentreText::fit(const QString &text, const QFont &font, double r, const QPointF &c,
                                                double *scaleOut)
{
    const double base = font.pointSizeF() > 0 ? font.pointSizeF() : 9.0;
    CentreLabel label;
    label.text = centreWrapText(text).replace(QLatin1Char('\n'), QChar(QChar::LineSeparator));
    label.radius = r;
    double scale = 1.0;
    for (; scale >= kCentreSmallestScale - 1e-9 && !label.fits; scale -= 0.05) {
        QFont f = font;
        if (font.pointSizeF() > 0)
            f.setPointSizeF(base * scale);
        else
            f.setPixelSize(std::max(6, int(font.pixelSize() * scale)));
        const QFontMetricsF m(f);
        // Every wrap width from the circle's diameter down: the first whose box fits.
        for (double width = 2 * r; width >= 4 * m.averageCharWidth(); width -= std::max(2.0, 0.05 * r)) {
            const QRectF needed = m.boundingRect(QRectF(0, 0, width, 1e6), kCentreFlags, label.text);
            const double w = std::max(width, needed.width()), h = needed.height();
            label.font = f;
            label.rect = QRectF(c.x() - w / 2, c.y() - h / 2, w, h);
            const double halfW = std::max(needed.width(), 0.0) / 2, halfH = h / 2;
            if (halfW * halfW + halfH * halfH <= r * r) {
                label.fits = true;
                break;
            }
        }
    }
    *scaleOut = label.fits ? scale + 0.05 : 0;
    return label;
}

void RingCentreText::spreadAcross(CentreLabel *label, const QString &full, double r, const QPointF &c)
{
    label->text = centreWrapText(full).replace(QLatin1Char('\n'), QChar(QChar::LineSeparator));
    const QFontMetricsF m(label->font);
    const QRectF needed = m.boundingRect(QRectF(0, 0, 2 * r, 1e6), kCentreFlags, label->text);
    const double w = std::max(2 * r, needed.width());
    label->rect = QRectF(c.x() - w / 2, c.y() - needed.height() / 2, w, needed.height());
}

RingCentreText::CentreLabel RingCentreText::centreLabel(const RingRenderState &st, const QFont &font)
{
    const QString full = centreText(*st.snapshot);
    const RingGeometry &g = st.geometry;
    const QPointF c = g.center();
    // Inside the circle within the key dots: the box's corners stay in it.
    const double r = std::max(20.0, g.radius() + RingRenderer::kWalkRadius - 10);
    // The search measures the text up to a few hundred times: done once per text, font and size,
    // not on every frame of an animation.
    thread_local CentreLabel last;
    thread_local QString lastFull, lastFont;
    const QString fontKey = font.toString();
    if (lastFull == full && last.radius == r && lastFont == fontKey) {
        CentreLabel label = last;
        label.rect.moveCenter(c);
        return label;
    }
    // The whole text, read at the view's font or nearly; in a small ring (presenter mode's large
    // font at 1366×768) rather fewer lines at a readable size than every line at 60%: first without
    // the counts (the server table has them), then the scheme's name alone.
    QStringList lines = full.split(QLatin1Char('\n'));
    QStringList candidates{full};
    if (lines.size() == 3)
        candidates << lines.at(0) + QLatin1Char('\n') + lines.at(2) << lines.at(0);
    CentreLabel best;
    double bestScale = -1;
    for (const QString &text : std::as_const(candidates)) {
        double scale = 0;
        const CentreLabel label = fit(text, font, r, c, &scale);
        if (scale > bestScale + 0.1 || bestScale < 0) { // a shorter text only for a clearly larger font
            best = label;
            bestScale = scale;
        }
        if (bestScale >= kCentreReadableScale - 1e-9)
            break;
    }
    if (!best.fits)
        spreadAcross(&best, full, r, c);
    last = best;
    lastFull = full;
    lastFont = fontKey;
    return best;
}

void RingCentreText::paint(QPainter &p, const RingRenderState &st)
{
    const CentreLabel label = centreLabel(st, p.font());
    p.save();
    p.setFont(label.font);
    p.drawText(label.rect, kCentreFlags, label.text);
    p.restore();
}

} // namespace ringlab::gui
