#include "gui/export/figurerenderer.h"

#include <QChart>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>

#include <memory>

namespace ringlab::gui {

void FigureRenderer::render(const Figure &figure, QPainter *painter, const QRectF &target, qreal scale)
{
    if (scale <= 0)
        scale = 1.0;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->fillRect(target, Qt::white);
    // Work in logical units so a 300-DPI PNG looks like the 96-DPI one, only sharper.
    painter->translate(target.topLeft());
    painter->scale(scale, scale);
    const QRectF area(0, 0, target.width() / scale, target.height() / scale);

    QFont titleFont = painter->font();
    titleFont.setPointSizeF(13);
    titleFont.setBold(true);
    QFont captionFont = painter->font();
    captionFont.setPointSizeF(8);
    const qreal titleHeight = figure.title.isEmpty() ? 0 : QFontMetricsF(titleFont).height() * 1.6;
    const qreal captionHeight = QFontMetricsF(captionFont).height() * 1.8;

    painter->setPen(Qt::black);
    if (!figure.title.isEmpty()) {
        painter->setFont(titleFont);
        painter->drawText(QRectF(area.left(), area.top(), area.width(), titleHeight), Qt::AlignCenter,
                          figure.title);
    }
    const QRectF body(area.left(), area.top() + titleHeight, area.width(),
                      std::max<qreal>(10, area.height() - titleHeight - captionHeight));
    if (figure.makeChart) {
        // A fresh chart in a private scene: exporting never resizes what the page shows.
        QGraphicsScene scene;
        QChart *chart = figure.makeChart();
        chart->setTitle(QString()); // the figure draws its own title once
        chart->setAnimationOptions(QChart::NoAnimation);
        chart->setBackgroundRoundness(0);
        scene.addItem(chart);
        chart->setGeometry(QRectF(QPointF(0, 0), body.size()));
        scene.setSceneRect(QRectF(QPointF(0, 0), body.size()));
        scene.render(painter, body, scene.sceneRect());
    } else if (figure.paint) {
        figure.paint(painter, body);
    }
    painter->setPen(QColor(60, 60, 60));
    painter->setFont(captionFont);
    painter->drawText(QRectF(area.left() + 8, body.bottom(), area.width() - 16, captionHeight),
                      Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, figure.fullCaption());
    painter->restore();
}

} // namespace ringlab::gui
