#pragma once

#include "gui/export/figure.h"

class QAbstractItemModel;

namespace ringlab::gui {

/// Turns a table model into a Figure: the CSV/JSON data are the raw values (rawRole, falling
/// back to the display text) and the drawing is the table as shown (for PNG/SVG/PDF).
class TableFigure
{
public:
    static Figure fromModel(const QAbstractItemModel *model, const QString &name, const QString &title,
                            const QString &caption, int rawRole = Qt::UserRole);
};

} // namespace ringlab::gui
