#include "gui/export/figure.h"

#include <QCoreApplication>

namespace ringlab::gui {

QString Figure::fullCaption() const
{
    const QString version = QCoreApplication::translate("ringlab::gui::Figure", "RingLab %1")
                                .arg(QStringLiteral(RINGLAB_VERSION));
    return caption.isEmpty() ? version : caption + QStringLiteral(" · ") + version;
}

} // namespace ringlab::gui
