#include "gui/removal/heatmappainter.h"
#include "ringcore/core/numbertext.h"

#include "gui/chart/figuretext.h"
#include "gui/chart/plot.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace ringlab::gui {

namespace {

// Viridis stops: ordered in lightness and readable with every common colour-vision deficiency.
constexpr std::array<std::array<int, 3>, 6> kStops{{{68, 1, 84}, {65, 68, 135}, {42, 120, 142},
                                                    {34, 168, 132}, {122, 209, 81}, {253, 231, 37}}};

/// The servers as tick labels: each address without the part every address shares, cut back to a
/// ':' or '.' ("9001" … "9100" for 127.0.0.1:9001 … 127.0.0.1:9100).
QStringList tickNames(const QStringList &addresses)
{
    if (addresses.size() < 2)
        return addresses;
    qsizetype common = addresses.first().size();
    for (const QString &a : addresses) {
        qsizetype i = 0;
        while (i < common && i < a.size() && a[i] == addresses.first()[i])
            ++i;
        common = i;
    }
    while (common > 0 && addresses.first()[common - 1] != QLatin1Char(':') && addresses.first()[common - 1] != QLatin1Char('.'))
        --common;
    QStringList out;
    for (const QString &a : addresses)
        out << a.mid(common);
    return out;
}

/// The rows (and columns) that get a tick label: the first, the last, and the middle one.
QList<int> tickRows(int count)
{
    if (count <= 0)
        return {};
    if (count < 3)
        return count == 1 ? QList<int>{0} : QList<int>{0, 1};
    return {0, (count - 1) / 2, count - 1};
}

} // namespace

QColor HeatmapPainter::colour(double value, double scaleMax)
{
    if (value <= 0 || scaleMax <= 0)
        return QColor(245, 245, 245);
    const double t = std::clamp(value / scaleMax, 0.0, 1.0) * (kStops.size() - 1);
    const int i = std::min(int(t), int(kStops.size()) - 2);
    const double f = t - i;
    const auto mix = [&](int c) { return int(kStops[size_t(i)][size_t(c)] * (1 - f) + kStops[size_t(i + 1)][size_t(c)] * f); };
    return QColor(mix(0), mix(1), mix(2));
}

double HeatmapPainter::maxValue(const ringcore::RemovalMatrix &matrix)
{
    double top = 0;
    for (const auto &row : matrix.received)
        for (double v : row)
            top = std::max(top, v);
    return top;
}

QImage HeatmapPainter::image(const ringcore::RemovalMatrix &matrix, double scaleMax)
{
    const int rows = int(matrix.received.size());
    const int cols = rows ? int(matrix.received.front().size()) : 0;
    QImage img(std::max(cols, 1), std::max(rows, 1), QImage::Format_RGB32);
    img.fill(Qt::white);
    for (int r = 0; r < rows; ++r) {
        const bool done = size_t(r) < matrix.done.size() ? matrix.done[size_t(r)] : true;
        auto *line = reinterpret_cast<QRgb *>(img.scanLine(r));
        for (int c = 0; c < cols && done; ++c)
            line[c] = r == c ? qRgb(200, 200, 200) : colour(matrix.received[size_t(r)][size_t(c)], scaleMax).rgb();
    }
    return img;
}

QRectF HeatmapPainter::cellArea(const QRectF &area)
{
    return area.adjusted(34, 22, -6, -26);
}

void HeatmapPainter::paint(QPainter *painter, const QRectF &area, const ringcore::RemovalMatrix &matrix,
                           const QString &title, double scaleMax)
{
    painter->save();
    const QRectF cells = cellArea(area);
    painter->setPen(Qt::black);
    painter->drawText(QRectF(area.left(), area.top(), area.width(), 20), Qt::AlignCenter, title);
    if (!matrix.received.empty()) {
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(cells, image(matrix, scaleMax));
        painter->setPen(QColor(120, 120, 120));
        painter->drawRect(cells);
    }
    painter->setPen(Qt::black);
    painter->drawText(QRectF(cells.left(), cells.bottom() + 2, cells.width(), 22), Qt::AlignCenter,
                      tr("Receiving server (%n server(s))", nullptr, int(matrix.addresses.size())));
    painter->translate(area.left() + 14, cells.center().y());
    painter->rotate(-90);
    painter->drawText(QRectF(-cells.height() / 2, -10, cells.height(), 20), Qt::AlignCenter, tr("Removed server"));
    painter->restore();
}

void HeatmapPainter::paintScale(QPainter *painter, const QRectF &area, double scaleMax)
{
    painter->save();
    const QRectF bar(area.left(), area.top() + 22, 14, area.height() - 48);
    for (int y = 0; y < int(bar.height()); ++y) {
        const double v = scaleMax * (1.0 - y / bar.height());
        painter->fillRect(QRectF(bar.left(), bar.top() + y, bar.width(), 1.0), colour(v, scaleMax));
    }
    painter->setPen(Qt::black);
    painter->drawRect(bar);
    const QLocale locale;
    for (int i = 0; i <= 4; ++i) {
        const double v = scaleMax * i / 4;
        const double y = bar.bottom() - bar.height() * i / 4;
        painter->drawText(QRectF(bar.right() + 3, y - 8, area.width() - bar.width() - 3, 16),
                          Qt::AlignLeft | Qt::AlignVCenter, ringcore::NumberText::percentSign(v, 1, locale));
    }
    painter->restore();
}

void HeatmapPainter::paintCells(QPainter *painter, const QRectF &cells, const ringcore::RemovalMatrix &matrix,
                                double scaleMax)
{
    const int rows = int(matrix.received.size());
    const int cols = rows ? int(matrix.received.front().size()) : 0;
    if (rows == 0 || cols == 0)
        return;
    painter->save();
    if (size_t(rows) * size_t(cols) > kMaxVectorCells) {
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(cells, image(matrix, scaleMax));
        painter->restore();
        return;
    }
    // Antialiasing off: neighbouring cells meet without hairline seams.
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    const double w = cells.width() / cols, h = cells.height() / rows;
    for (int r = 0; r < rows; ++r) {
        const bool done = size_t(r) < matrix.done.size() ? matrix.done[size_t(r)] : true;
        for (int c = 0; c < cols; ++c) {
            const QColor colour = !done ? QColor(Qt::white)
                                 : r == c ? QColor(200, 200, 200)
                                          : HeatmapPainter::colour(matrix.received[size_t(r)][size_t(c)], scaleMax);
            painter->setBrush(colour);
            // Each cell reaches a quarter unit into the next one, which is drawn over it (the last
            // ones under the frame): no seam where an SVG or PDF viewer antialiases the edges (a
            // white hairline between the cells), and every cell one rectangle of one size.
            painter->drawRect(QRectF(cells.left() + c * w, cells.top() + r * h, w + 0.25, h + 0.25));
        }
    }
    painter->restore();
}

namespace {

/// The widest of the lines.
double widest(const QFontMetricsF &fm, const QStringList &lines)
{
    double w = 0;
    for (const QString &line : lines)
        w = std::max(w, fm.horizontalAdvance(line));
    return w;
}

} // namespace

PaintedLayout HeatmapPainter::figureLayout(const QPainter *painter, double f, const QRectF &area, double cellsTop,
                                           double xTitleHeight, double side, double panelWidth,
                                           const QList<QStringList> &wrapped, const QList<QStringList> &xTitles,
                                           const QString &barTitle, double titleWidth, const AxisTicks &ticks,
                                           double scaleMax, double labelWidth)
{
    // At --font 10 in a column the cells shrank to 0.13 in, the y title and the bar's labels went
    // and the caption ran over the cells: say how much height is missing instead.
    const QPaintDevice *device = painter->device();
    const QFont font = painter->font();
    const QFontMetricsF fm(font, const_cast<QPaintDevice *>(device));
    const double ls = fm.lineSpacing();
    const double least = kMinFigureCellsIn * 96.0;
    PaintedLayout layout;
    layout.shortBy = std::max(0.0, least - (area.bottom() - cellsTop - 0.3 * f - xTitleHeight));
    // The "none" swatch under the bar.
    layout.shortBy = std::max(layout.shortBy, least + 1.7 * ls - (area.bottom() - cellsTop));
    bool narrow = panelWidth < least; // a larger font only makes it worse
    for (int i = 0; i < wrapped.size(); ++i)
        narrow = narrow || widest(fm, wrapped[i]) > labelWidth + 1 || widest(fm, xTitles[i]) > labelWidth + 1;
    const QStringList barLines = FigureText::wrap(barTitle, font, device, titleWidth);
    narrow = narrow || widest(fm, barLines) > titleWidth + 1;
    // "Removed server" on at most two lines along the cells; the bar's first and last labels.
    const QStringList yTitle = FigureText::wrap(tr("Removed server"), font, device, std::max(side, least));
    narrow = narrow || yTitle.size() > 2 || widest(fm, yTitle) > std::max(side, least);
    const double barHeight = std::max(side, least);
    int drawnLabels = 0;
    double lastTop = std::numeric_limits<double>::infinity();
    for (int i = 0; i < ticks.values.size(); ++i) {
        const double top = barHeight - barHeight * ticks.values[i] / std::max(1e-12, scaleMax * 100) - ls / 2;
        if (top + ls <= lastTop) {
            lastTop = top;
            ++drawnLabels;
        }
    }
    if (drawnLabels < std::min(2, int(ticks.values.size())))
        layout.shortBy = std::max(layout.shortBy, ls);
    if (narrow)
        layout.shortBy = std::max(layout.shortBy, 1.0);
    return layout;
}

void HeatmapPainter::paintTicks(QPainter *painter, const QRectF &cells, const QStringList &names, double f, double ls,
                                bool rowLabels)
{
    const int count = int(names.size());
    const QFontMetricsF fm(painter->font(), painter->device());
    double lastRight = -std::numeric_limits<double>::infinity();
    for (int row : tickRows(count)) {
        const double y = cells.top() + (row + 0.5) * cells.height() / count;
        const double x = cells.left() + (row + 0.5) * cells.width() / count;
        painter->setPen(QPen(QColor(60, 60, 60), 0.75));
        painter->drawLine(QPointF(cells.left() - 0.25 * f, y), QPointF(cells.left(), y));
        painter->drawLine(QPointF(x, cells.bottom()), QPointF(x, cells.bottom() + 0.25 * f));
        painter->setPen(Qt::black);
        const double w = fm.horizontalAdvance(names[row]);
        if (rowLabels)
            painter->drawText(QRectF(cells.left() - 0.45 * f - w, y - ls / 2, w + 1, ls),
                              Qt::AlignRight | Qt::AlignTop | Qt::TextDontClip, names[row]);
        // Below the cells, centred on the column and kept inside them; one that would touch the
        // label before it is left out (the row labels on the left still name it).
        const double left = std::clamp(x - w / 2, cells.left(), std::max(cells.left(), cells.right() - w));
        if (left < lastRight + 0.3 * f)
            continue;
        lastRight = left + w;
        painter->drawText(QRectF(left, cells.bottom() + 0.3 * f, w + 1, ls), Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip,
                          names[row]);
    }
}

namespace {

/// The widest label of the colour scale: its ticks in percent and "none".
double scaleLabelWidth(const QFontMetricsF &fm, const AxisTicks &ticks, const QString &noneLabel)
{
    double labelWidth = fm.horizontalAdvance(noneLabel);
    for (const QString &label : ticks.labels)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(label + QLatin1Char('%')));
    return labelWidth;
}

/// Each panel's tick labels (its first, middle and last server); `tickWidth` grows to the widest.
QList<QStringList> axisNames(const QList<const ringcore::RemovalMatrix *> &matrices, int n, const QFontMetricsF &fm,
                             double *tickWidth)
{
    QList<QStringList> names;
    for (int i = 0; i < n; ++i) {
        names << (matrices.value(i) ? tickNames(matrices[i]->addresses) : QStringList());
        for (int row : tickRows(int(names.last().size())))
            *tickWidth = std::max(*tickWidth, fm.horizontalAdvance(names.last()[row]));
    }
    return names;
}

} // namespace

void HeatmapPainter::paintFigure(QPainter *painter, const QRectF &area, const QList<const ringcore::RemovalMatrix *> &matrices,
                                 const QStringList &labels, double scaleMax, PaintedLayout *layout,
                                 const QStringList &shortLabels)
{
    painter->save();
    const QPaintDevice *device = painter->device();
    const double f = painter->font().pointSizeF() * (device ? device->logicalDpiY() : 96) / 72.0;
    const QFont font = FigureText::font(painter, f);
    painter->setFont(font);
    const QFontMetricsF fm(font, const_cast<QPaintDevice *>(device));
    const double ls = fm.lineSpacing();
    const double gap = 0.8 * f;

    // Colour bar: nice ticks in percent, labels measured so they stay inside the area.
    const AxisTicks ticks = PlotRenderer::ticks(0, scaleMax * 100, false, 5, false);
    // White cells (a server that got none of the keys) are on the scale too: a white swatch under
    // the bar, "none" beside it (r17 F4: a panel of white cells read as if on another scale).
    const double labelWidth = scaleLabelWidth(fm, ticks, tr("none"));
    const double barWidth = 0.9 * f;
    const QString barTitle = tr("Share of the removed server's keys");
    // The bar is about as tall as the cells; its title wraps to that height (every line kept).
    const double titleWidth = std::max(ls, area.height() * 0.55);
    const int titleLineCount = int(FigureText::wrap(barTitle, font, device, titleWidth).size());
    const double scaleBlock = barWidth + 0.3 * f + labelWidth + 0.3 * f + titleLineCount * ls;

    const int n = std::max<int>(1, int(matrices.size()));
    // Tick labels naming the first, middle and last server of each axis ("9001", "9050", "9100").
    double tickWidth = 0;
    const QList<QStringList> names = axisNames(matrices, n, fm, &tickWidth);
    // One y axis for every panel (the servers are the experiment's, in the same order), on the
    // left of the first: its title, then the servers' names. The panels share the rest evenly.
    const double tickBlock = tickWidth + 0.45 * f;
    const double yAxisWidth = 2 * ls + 0.3 * f + tickBlock; // "Removed server" on one or two lines
    const double panelWidth = std::max(ls, (area.width() - yAxisWidth - scaleBlock - gap * n) / n);
    double labelHeight = 0;
    const QList<QStringList> wrapped = wrapLabels(painter, labels, shortLabels, n, panelWidth + gap, &labelHeight);
    double xTitleHeight = 0;
    const QList<QStringList> xTitles = wrapXTitles(painter, matrices, n, panelWidth + gap, &xTitleHeight);
    xTitleHeight += ls + 0.15 * f; // the row of tick labels above the title
    const double cellsTop = area.top() + labelHeight + 0.3 * f;
    const double cellsHeight = std::max(ls, area.bottom() - cellsTop - 0.3 * f - xTitleHeight);
    const double side = std::max(ls, std::min(panelWidth, cellsHeight));
    auto cellsOf = [&](int i) {
        const double left = area.left() + yAxisWidth + i * (panelWidth + gap);
        return QRectF(left + (panelWidth - side) / 2, cellsTop, side, side);
    };
    if (layout) {
        *layout = figureLayout(painter, f, area, cellsTop, xTitleHeight, side, panelWidth, wrapped, xTitles, barTitle,
                               titleWidth, ticks, scaleMax, panelWidth + gap);
        for (int i = 0; i < n; ++i)
            layout->drawings << cellsOf(i);
        painter->restore();
        return;
    }
    painter->setPen(Qt::black);
    QRectF lastCells;
    for (int i = 0; i < n; ++i) {
        const QRectF cells = cellsOf(i);
        lastCells = cells;
        for (int l = 0; l < wrapped[i].size(); ++l)
            painter->drawText(QRectF(cells.center().x() - (panelWidth + gap) / 2, area.top() + l * ls, panelWidth + gap, ls),
                              Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, wrapped[i][l]);
        if (const ringcore::RemovalMatrix *m = matrices.value(i)) {
            paintCells(painter, cells, *m, scaleMax);
            painter->setPen(QPen(QColor(120, 120, 120), 0.75));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(cells);
            paintTicks(painter, cells, names[i], f, ls, i == 0);
        }
        painter->setPen(Qt::black);
        for (int l = 0; l < xTitles[i].size(); ++l)
            painter->drawText(QRectF(cells.center().x() - (panelWidth + gap) / 2, cells.bottom() + 0.45 * f + (l + 1) * ls,
                                     panelWidth + gap, ls),
                              Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, xTitles[i][l]);
        if (i == 0)
            paintYTitle(painter, cells, tickBlock, f);
    }

    // The colour bar beside the last matrix, as tall as the cells; drawn as bands (vector).
    const QRectF bar(area.right() - scaleBlock + 0.3 * f, lastCells.top(), barWidth, lastCells.height());
    paintColourBar(painter, bar, area, ticks, scaleMax, f, labelWidth, barTitle, titleWidth);
    painter->restore();
}


void HeatmapPainter::paintColourBar(QPainter *painter, const QRectF &bar, const QRectF &area, const AxisTicks &ticks,
                                    double scaleMax, double f, double labelWidth, const QString &barTitle, double titleWidth)
{
    const QPaintDevice *device = painter->device();
    const QFont font = painter->font();
    const QFontMetricsF fm(font, device);
    const double ls = fm.lineSpacing();
    const double barWidth = bar.width();
    const int bands = 64;
    painter->setPen(Qt::NoPen);
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (int b = 0; b < bands; ++b) {
        // Each band from the bottom up reaches half a band into the one below (drawn before it):
        // viewers that antialias the edges of an SVG showed white seams between the steps.
        const double v = scaleMax * (b + 0.5) / bands, h = bar.height() / bands;
        painter->setBrush(colour(v, scaleMax));
        painter->drawRect(QRectF(bar.left(), bar.bottom() - h * (b + 1), bar.width(), b == 0 ? h : 1.5 * h));
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(QColor(60, 60, 60), 0.75));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(bar);
    double lastTop = std::numeric_limits<double>::infinity();
    for (int i = 0; i < ticks.values.size(); ++i) {
        const double y = bar.bottom() - bar.height() * ticks.values[i] / std::max(1e-12, scaleMax * 100);
        painter->setPen(QPen(QColor(60, 60, 60), 0.75));
        painter->drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 0.25 * f, y));
        const double top = std::clamp(y - ls / 2, area.top(), area.bottom() - ls);
        if (top + ls > lastTop)
            continue; // would touch the label below
        lastTop = top;
        painter->setPen(Qt::black);
        painter->drawText(QRectF(bar.right() + 0.3 * f, top, labelWidth + 1, ls), Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip,
                          ticks.labels[i] + QLatin1Char('%'));
    }
    const QRectF none(bar.left(), bar.bottom() + 1.15 * ls - 0.35 * barWidth, barWidth, 0.7 * barWidth);
    painter->setPen(QPen(QColor(60, 60, 60), 0.75));
    painter->setBrush(colour(0, scaleMax));
    painter->drawRect(none);
    painter->setPen(Qt::black);
    painter->drawText(QRectF(bar.right() + 0.3 * f, none.center().y() - ls / 2, labelWidth + 1, ls),
                      Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, tr("none"));
    const QStringList titleLines = FigureText::wrap(barTitle, font, device, titleWidth);
    const double titleCentre = std::clamp(bar.center().y(), area.top() + titleWidth / 2, area.bottom() - titleWidth / 2);
    painter->save();
    painter->translate(bar.right() + 0.6 * f + labelWidth, titleCentre);
    painter->rotate(-90);
    for (int l = 0; l < int(titleLines.size()); ++l)
        painter->drawText(QRectF(-titleWidth / 2, l * ls, titleWidth, ls), Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip,
                          titleLines[l]);
    painter->restore();
}

void HeatmapPainter::paintYTitle(QPainter *painter, const QRectF &cells, double tickBlock, double f)
{
    const QFontMetricsF fm(painter->font(), painter->device());
    const double ls = fm.lineSpacing();
    const QPaintDevice *device = painter->device();
    painter->save();
    const QStringList yTitle = FigureText::wrap(tr("Removed server"), painter->font(), device, cells.height());
    bool fits = yTitle.size() <= 2;
    for (const QString &line : yTitle)
        fits = fits && fm.horizontalAdvance(line) <= cells.height();
    painter->translate(cells.left() - tickBlock - 0.3 * f - yTitle.size() * ls, cells.center().y());
    painter->rotate(-90);
    for (int l = 0; fits && l < yTitle.size(); ++l)
        painter->drawText(QRectF(-cells.height() / 2, l * ls, cells.height(), ls),
                          Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, yTitle[l]);
    painter->restore();
}


QList<QStringList> HeatmapPainter::wrapLabels(const QPainter *painter, const QStringList &labels, const QStringList &shortLabels,
                                              int n, double width, double *height)
{
    const double ls = QFontMetricsF(painter->font(), painter->device()).lineSpacing();
    QList<QStringList> wrapped;
    for (int i = 0; i < n; ++i) {
        wrapped << FigureText::wrap(labels.value(i), painter->font(), painter->device(), width);
        // A label of several lines over a small panel (a column figure) reads larger than the data:
        // the short name there, the caption carries the long one.
        if (wrapped.last().size() > 1 && !shortLabels.value(i).isEmpty())
            wrapped.last() = FigureText::wrap(shortLabels.value(i), painter->font(), painter->device(), width);
        *height = std::max(*height, wrapped.last().size() * ls);
    }
    return wrapped;
}

QList<QStringList> HeatmapPainter::wrapXTitles(const QPainter *painter, const QList<const ringcore::RemovalMatrix *> &matrices,
                                               int n, double width, double *height)
{
    const double ls = QFontMetricsF(painter->font(), painter->device()).lineSpacing();
    QList<QStringList> xTitles;
    for (int i = 0; i < n; ++i) {
        const int servers = matrices.value(i) ? int(matrices[i]->addresses.size()) : 0;
        xTitles << FigureText::wrap(tr("Receiving server (%n server(s))", nullptr, servers), painter->font(), painter->device(), width);
        *height = std::max(*height, xTitles.last().size() * ls);
    }
    return xTitles;
}

} // namespace ringlab::gui
