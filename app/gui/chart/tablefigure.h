#pragma once

#include "gui/chart/figure.h"

class QAbstractItemModel;
class QPainter;
class QRectF;

namespace ringlab::gui {

/// Turns a table model into a Figure: the CSV/JSON data are the raw values (rawRole, falling
/// back to the display text) and the drawing is the table as shown (for PNG/SVG/PDF).
class TableFigure
{
public:
    static Figure fromModel(const QAbstractItemModel *model, const QString &name, const QString &title,
                            const QString &caption, int rawRole = Qt::UserRole);
    /// Whether the table fits the body rectangle at the painter's font (the figure's base font),
    /// its columns reflowed into stacked blocks when they are too many for the width.
    static bool fits(const Figure &figure, QPainter *painter, const QRectF &body);
    /// Rows [first, last) of a table figure as a figure of their own (part index of count).
    static Figure rows(const Figure &figure, int first, int last, int index, int count);
};

} // namespace ringlab::gui
