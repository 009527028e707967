#include "gui/common/inputhelpers.h"

#include "gui/common/spinrangeguard.h"
#include "gui/common/tablecopy.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QSpinBox>
#include <QTableView>

namespace ringlab::gui {

namespace {
class PolishWatcher : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Polish) {
            if (qobject_cast<QSpinBox *>(watched) || qobject_cast<QDoubleSpinBox *>(watched))
                SpinRangeGuard::install(static_cast<QAbstractSpinBox *>(watched));
            else if (auto *table = qobject_cast<QTableView *>(watched))
                TableCopy::install(table);
        }
        return QObject::eventFilter(watched, event);
    }
};
}

void InputHelpers::installAll(QWidget *root)
{
    SpinRangeGuard::installAll(root);
    TableCopy::installAll(root);
}

void InputHelpers::installApplicationWide()
{
    if (!qApp || qApp->findChild<PolishWatcher *>(QStringLiteral("inputHelpersWatcher"), Qt::FindDirectChildrenOnly))
        return;
    auto *watcher = new PolishWatcher(qApp);
    watcher->setObjectName(QStringLiteral("inputHelpersWatcher"));
    qApp->installEventFilter(watcher);
}

} // namespace ringlab::gui
