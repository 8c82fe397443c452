import { Badge, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDoor, IconFolder } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
import type { LocationRecord } from './event-locations-query';
import { buildLocationTree, isFolder, rangeText, type LocationNode } from './location-tree-data';
import classes from './location-tree.module.css';

type Node = LocationNode<LocationRecord>;

/** A location's kind and, for a room, who it takes and how many (a closed one's badge says so). */
function facts(t: Translate, location: LocationRecord): string[] {
  const a = location.attributes;
  if (isFolder(location)) return [t('check-ins.events.locations.folder')];
  return [
    t('check-ins.events.locations.location'),
    rangeText(t, a),
    a.max_occupancy > 0
      ? t('check-ins.events.locations.max', { count: a.max_occupancy })
      : t('check-ins.events.locations.noLimit'),
  ];
}

/** What a screen reader says for an item: its own name and facts, not its children's. */
function itemLabel(t: Translate, node: Node): string {
  const count = node.children.length;
  const closed = !isFolder(node.location) && !node.location.attributes.opened;
  return [
    node.location.attributes.name,
    ...facts(t, node.location),
    ...(closed ? [t('check-ins.events.locations.closed')] : []),
    ...(count > 0 ? [t('check-ins.events.locations.holds', { count })] : []),
  ].join(', ');
}

interface Visible {
  node: Node;
  parentId: string | undefined;
}

/** The items a keyboard user can reach: every root, and children of expanded folders. */
function visibleItems(nodes: Node[], expanded: ReadonlySet<string>, parentId?: string): Visible[] {
  return nodes.flatMap((node) => [
    { node, parentId },
    ...(expanded.has(node.location.id)
      ? visibleItems(node.children, expanded, node.location.id)
      : []),
  ]);
}

function foldersOf(nodes: Node[]): string[] {
  return nodes.flatMap((node) =>
    node.children.length > 0 ? [node.location.id, ...foldersOf(node.children)] : [],
  );
}

export interface LocationTreeProps {
  locations: LocationRecord[];
  /** Names the tree for assistive technology. */
  label: string;
  selected: string | undefined;
  onSelect: (id: string) => void;
}

/**
 * The event's locations as an ARIA tree: folders hold rooms. Arrow keys move, open and close
 * folders, Home and End jump, Enter (or a click) shows a location's details, Space opens or
 * closes a folder.
 */
export function LocationTree({ locations, label, selected, onSelect }: LocationTreeProps) {
  const t = useT();
  const roots = useMemo(() => buildLocationTree(locations), [locations]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const expanded = useMemo(
    () => new Set(foldersOf(roots).filter((id) => !collapsed.has(id))),
    [roots, collapsed],
  );
  const visible = useMemo(() => visibleItems(roots, expanded), [roots, expanded]);
  const [focusedId, setFocusedId] = useState<string | undefined>(undefined);
  const items = useRef(new Map<string, HTMLLIElement>());
  const moveFocus = useRef(false);

  // The one item in the tab order: the focused one, else the selected one, else the first.
  const tabStop =
    (focusedId !== undefined && visible.some((v) => v.node.location.id === focusedId)
      ? focusedId
      : undefined) ??
    (selected !== undefined && visible.some((v) => v.node.location.id === selected)
      ? selected
      : undefined) ??
    visible[0]?.node.location.id;

  useEffect(() => {
    if (!moveFocus.current || focusedId === undefined) return;
    moveFocus.current = false;
    items.current.get(focusedId)?.focus();
  }, [focusedId]);

  const focusItem = (id: string | undefined) => {
    if (id === undefined) return;
    moveFocus.current = true;
    setFocusedId(id);
  };
  const setOpen = (id: string, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, node: Node) => {
    if (event.target !== event.currentTarget) return;
    const id = node.location.id;
    const index = visible.findIndex((v) => v.node.location.id === id);
    const hasChildren = node.children.length > 0;
    const isOpen = expanded.has(id);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusItem(visible[index + 1]?.node.location.id);
        break;
      case 'ArrowUp':
        focusItem(visible[index - 1]?.node.location.id);
        break;
      case 'Home':
        focusItem(visible[0]?.node.location.id);
        break;
      case 'End':
        focusItem(visible.at(-1)?.node.location.id);
        break;
      case 'ArrowRight':
        if (hasChildren && !isOpen) setOpen(id, true);
        else if (hasChildren) focusItem(node.children[0]?.location.id);
        break;
      case 'ArrowLeft':
        if (hasChildren && isOpen) setOpen(id, false);
        else focusItem(visible[index]?.parentId);
        break;
      case 'Enter':
        onSelect(id);
        break;
      case ' ':
        if (hasChildren) setOpen(id, !isOpen);
        else onSelect(id);
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const renderItems = (nodes: Node[], level: number) =>
    nodes.map((node, position) => {
      const location = node.location;
      const id = location.id;
      const hasChildren = node.children.length > 0;
      const isOpen = expanded.has(id);
      const Chevron = isOpen ? IconChevronDown : IconChevronRight;
      const Icon = isFolder(location) ? IconFolder : IconDoor;
      return (
        <li
          key={id}
          ref={(element) => {
            if (element) items.current.set(id, element);
            else items.current.delete(id);
          }}
          role="treeitem"
          className={classes.item}
          aria-label={itemLabel(t, node)}
          aria-level={level}
          aria-setsize={nodes.length}
          aria-posinset={position + 1}
          aria-expanded={hasChildren ? isOpen : undefined}
          aria-selected={selected === id}
          data-value={id}
          tabIndex={tabStop === id ? 0 : -1}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedId(id);
          }}
          onKeyDown={(event) => onKeyDown(event, node)}
        >
          {/* Mouse only: the keyboard has the item's own keys above. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className={classes.row}
            style={{ paddingInlineStart: `calc(${level - 1} * 1.5rem + 8px)` }}
            onClick={() => {
              onSelect(id);
              focusItem(id);
            }}
          >
            <span
              className={classes.toggle}
              aria-hidden="true"
              onClick={(event) => {
                if (!hasChildren) return;
                event.stopPropagation();
                setOpen(id, !isOpen);
                focusItem(id);
              }}
            >
              {hasChildren && <Chevron size={14} />}
            </span>
            <Icon size={16} stroke={1.6} aria-hidden="true" />
            <Text span size="sm" fw={selected === id ? 700 : 500}>
              {location.attributes.name}
            </Text>
            <Text span size="xs" c="dimmed">
              {facts(t, location).join(' · ')}
            </Text>
            {!isFolder(location) && !location.attributes.opened && (
              <Badge size="xs" color="gray" variant="outline">
                {t('check-ins.events.locations.closedBadge')}
              </Badge>
            )}
          </div>
          {hasChildren && isOpen && (
            <ul role="group" className={classes.group}>
              {renderItems(node.children, level + 1)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <ul role="tree" aria-label={label} className={classes.tree}>
      {renderItems(roots, 1)}
    </ul>
  );
}
