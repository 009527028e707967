#include "gui/removal/heatmappainter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <array>

namespace ringlab::gui {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("ringlab::gui::HeatmapPainter", text, disambiguation, n);
}

// Viridis stops: ordered in lightness and readable with every common colour-vision deficiency.
constexpr std::array<std::array<int, 3>, 6> kStops{{{68, 1, 84}, {65, 68, 135}, {42, 120, 142},
                                                    {34, 168, 132}, {122, 209, 81}, {253, 231, 37}}};

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
                          Qt::AlignLeft | Qt::AlignVCenter, locale.toString(v * 100, 'f', 1) + QLatin1Char('%'));
    }
    painter->restore();
}

} // namespace ringlab::gui
